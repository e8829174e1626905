import { useSearch } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useBackOnline, useCachedAt, useNewsArticle } from "#data/market/facade.ts";
import { AsOf } from "#ui/as-of.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { NewsBody } from "./news-body.tsx";
import "./news.css";

/** /news/detail?id=: one article in full. */
export function NewsDetailPage() {
  const { t } = useLingui();
  const { id } = useSearch({ strict: false }) as { id?: number };
  const article = useNewsArticle(id);
  const cachedAt = useCachedAt("/api/news/info");
  useBackOnline(article.reload, cachedAt);
  return (
    <div className="page news-detail-page" data-testid="news-detail-page">
      <PageHeader title={t`News`} />
      <AsOf time={cachedAt} />
      {article.value ? <NewsBody article={article.value} /> : <StillLoading read={article} />}
    </div>
  );
}
