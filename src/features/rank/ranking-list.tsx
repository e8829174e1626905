import { Trans } from "@lingui/react/macro";
import type { RankingState } from "#data/market/facade.ts";
import { RankCard } from "./rank-card.tsx";
import { RankSkeleton } from "./rank-skeleton.tsx";

const SKELETON_CARDS = 5;

/** The ranked traders, or what stands in for them: a skeleton, an empty note, a failure with a retry. */
export function RankingList({ state, retry }: { state: RankingState; retry: () => void }) {
  if (state.status === "failed") {
    return (
      <div className="rank-problem" role="alert" data-testid="rank-error">
        <p>
          <Trans>The ranking could not be loaded.</Trans>
        </p>
        <button type="button" className="button-secondary" onClick={retry} data-testid="rank-retry">
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  if (state.status === "ready" && state.entries.length === 0) {
    return (
      <p className="empty-note" data-testid="rank-empty">
        <Trans>No trader is ranked yet: the ranking lists real accounts with orders closed in the last three weeks.</Trans>
      </p>
    );
  }
  return (
    <>
      <ol className="rank-list" data-testid="rank-list" aria-busy={state.status === "loading"}>
        {state.status === "loading"
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => <RankSkeleton key={i} />)
          : state.entries.map((entry, i) => <RankCard key={`${i}-${entry.user}`} entry={entry} place={i + 1} />)}
      </ol>
      {state.status === "ready" && (
        <p className="rank-note">
          <Trans>Three-week figures cover orders closed in the last 21 days. Profit rates are net of fees, on the margin committed.</Trans>
        </p>
      )}
    </>
  );
}
