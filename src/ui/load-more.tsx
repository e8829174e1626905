import { Trans } from "@lingui/react/macro";
import type { Paged } from "../data/market/facade.ts";
import "./load-more.css";

/** Under a paged list: a spinner while a page loads, else a button for the next page, if any. */
export function LoadMore({ paged }: { paged: Paged<unknown> }) {
  if (paged.loading) return <div className="list-more"><span className="spinner small" /></div>;
  if (!paged.hasMore && !paged.failed) return null;
  return (
    <div className="list-more">
      <button type="button" className="button-secondary" onClick={paged.loadMore} data-testid="load-more">
        {paged.failed ? <Trans>Retry</Trans> : <Trans>Load more</Trans>}
      </button>
    </div>
  );
}
