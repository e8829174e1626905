import { useCallback, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBackOnline, useCachedAt, useNewsList } from "#data/market/facade.ts";
import type { NewsCategory } from "#domain/news.ts";
import { AsOf } from "#ui/as-of.tsx";
import { LoadMore } from "#ui/load-more.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { PullIndicator } from "#ui/pull-indicator.tsx";
import { SkeletonRow } from "#ui/skeleton-row.tsx";
import { usePullToRefresh } from "#ui/use-pull-to-refresh.ts";
import { NewsRow } from "./news-row.tsx";
import { NewsTabs } from "./news-tabs.tsx";
import "./news.css";

const SKELETON_ROWS = 6;

/** /news: the broker's announcements and articles, a category at a time, newest first, pulled down to refresh. */
export function NewsPage() {
  const { t } = useLingui();
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  const news = useNewsList(category, refreshed);
  const refresh = useCallback(() => setRefreshed((n) => n + 1), []);
  const { state: pull, handlers } = usePullToRefresh(async () => refresh());
  const cachedAt = useCachedAt("/api/news/list");
  useBackOnline(refresh, cachedAt);
  const firstLoad = news.total === undefined && news.loading;

  return (
    <div className="page news-page" data-testid="news-page" {...handlers}>
      <PageHeader title={t`News`} back={false} />
      <NewsTabs selected={category} onSelect={setCategory} />
      <PullIndicator distance={pull.distance} refreshing={pull.refreshing} />
      <AsOf time={cachedAt} />
      <ul className="news-list" data-testid="news-list" aria-busy={news.loading}>
        {firstLoad ? Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />) : news.items.map((a) => <NewsRow key={a.id} article={a} />)}
      </ul>
      {news.total === 0 && <p className="empty-note" data-testid="news-empty"><Trans>No news here yet.</Trans></p>}
      {!firstLoad && <LoadMore paged={news} />}
    </div>
  );
}

export default NewsPage;
