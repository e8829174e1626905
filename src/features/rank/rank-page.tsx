import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBackOnline, useCachedAt, useRanking } from "#data/market/facade.ts";
import { AsOf } from "#ui/as-of.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { RankingList } from "./ranking-list.tsx";
import "#ui/sticky-tabs.css";
import "./rank.css";

type RankTab = "ranking" | "documentary";

/** /rank: the trader ranking, and the documentary (copy-trading) list, which is coming soon. */
export function RankPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<RankTab>("ranking");
  const { state, retry, refresh } = useRanking();
  const cachedAt = useCachedAt("/api/follow/list");
  useBackOnline(refresh, cachedAt);
  return (
    <div className="page rank-page" data-testid="rank-page">
      <PageHeader title={t`Ranking`} back={false} />
      <div className="sticky-tabs rank-tabs" role="tablist">
        <button type="button" role="tab" className="rank-tab" aria-selected={tab === "ranking"} onClick={() => setTab("ranking")} data-testid="rank-tab-ranking">
          <Trans>Ranking</Trans>
        </button>
        <button type="button" role="tab" className="rank-tab" aria-selected={tab === "documentary"} onClick={() => setTab("documentary")} data-testid="rank-tab-documentary">
          <Trans>Copy trading</Trans>
          <span className="soon-badge">
            <Trans>Coming soon</Trans>
          </span>
        </button>
      </div>
      {tab === "ranking" ? (
        <>
          <AsOf time={cachedAt} />
          <RankingList state={state} retry={retry} />
        </>
      ) : (
        <p className="empty-note" data-testid="documentary-coming-soon">
          <Trans>Copy trading is coming soon: you will be able to follow the traders of the ranking.</Trans>
        </p>
      )}
    </div>
  );
}

export default RankPage;
