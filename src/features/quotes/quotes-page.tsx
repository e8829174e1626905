import { useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { refreshTradeList, TRADE_LIST_PATH, useBackOnline, useCachedAt, useCategories, useInstruments, useLiveTopic } from "#data/market/facade.ts";
import { useFavourites } from "#data/favourites/facade.ts";
import { AsOf } from "#ui/as-of.tsx";
import { GlobeIcon, RankingIcon, SearchIcon, UserIcon } from "#ui/icons.tsx";
import { paths } from "#routing/paths.ts";
import { RouterAnchor } from "#routing/router-anchor.tsx";
import { ServiceNotice } from "#ui/service-notice.tsx";
import { SkeletonRow } from "#ui/skeleton-row.tsx";
import { CategoryChips, type ListChoice } from "./category-chips.tsx";
import { CompanyBadge } from "./company-badge.tsx";
import { PullIndicator } from "#ui/pull-indicator.tsx";
import { useHomeSnapshotSource } from "./home-snapshot.ts";
import { QuoteRows } from "./quote-rows.tsx";
import { rowsFor } from "./rows-for.ts";
import { usePullToRefresh } from "#ui/use-pull-to-refresh.ts";
import { AccountKindBadge } from "#widgets/account-kind-badge.tsx";
import "./quotes.css";

const SKELETON_ROWS = 10;

/** Home: instrument list with category chips, the user's favourites and live prices. */
export function QuotesPage() {
  const { t } = useLingui();
  const instruments = useInstruments();
  const categories = useCategories();
  const [category, setCategory] = useState<ListChoice>(null);
  const favourites = useFavourites();
  const { state: pull, handlers } = usePullToRefresh(refreshTradeList);
  const cachedAt = useCachedAt(TRADE_LIST_PATH);
  useBackOnline(refreshTradeList, cachedAt);
  // Hidden tab pages run no effects, so the subscription lasts exactly while home is shown.
  useLiveTopic(TOPIC_DAY_MARKET);

  const rows = useMemo(() => rowsFor(instruments, category, favourites.ids), [instruments, category, favourites.ids]);
  const ordering = category === "favourites";
  const snapshotSource = useHomeSnapshotSource(category === null);

  return (
    <div ref={snapshotSource} className="page quotes-page" {...handlers}>
      <header className="page-header home-header">
        <h1 className="brand">Pipwise</h1>
        <AccountKindBadge />
        <nav className="home-actions">
          <Link to="/product" className="icon-button" aria-label={t`Search`} data-testid="product-link">
            <SearchIcon />
          </Link>
          <Link to="/language" className="icon-button" aria-label={t`Language`} data-testid="language-link">
            <GlobeIcon />
          </Link>
          {/* Tab pages: no route code to preload, so plain anchors do (decision 0035). */}
          <RouterAnchor href={paths.rank} className="icon-button" aria-label={t`Ranking`} data-testid="ranking-link">
            <RankingIcon />
          </RouterAnchor>
          <RouterAnchor href={paths.user} className="icon-button" aria-label={t`User centre`} data-testid="user-centre-link">
            <UserIcon />
          </RouterAnchor>
        </nav>
      </header>
      <CompanyBadge />
      <CategoryChips categories={categories} selected={category} onSelect={setCategory} />
      <PullIndicator distance={pull.distance} refreshing={pull.refreshing} />
      <AsOf time={cachedAt} />
      <ul className="quote-list" data-testid="quote-list" aria-busy={rows === undefined}>
        {rows === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)
          : <QuoteRows rows={rows} favourites={favourites} ordering={ordering} />}
      </ul>
      {rows?.length === 0 && (
        <p className="empty-note" data-testid="quotes-empty">
          {ordering ? <Trans>Star an instrument to keep it here, in the order you choose.</Trans> : <Trans>No data</Trans>}
        </p>
      )}
      <ServiceNotice />
    </div>
  );
}
