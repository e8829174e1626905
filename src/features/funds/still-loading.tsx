import { Trans } from "@lingui/react/macro";
import type { Requested } from "../../data/funds-facade.ts";

/** In place of what a read has not brought yet: a spinner, or after a failure (the API client said why) a way to ask again. */
export function StillLoading({ read }: { read: Pick<Requested<unknown>, "failed" | "reload"> }) {
  return (
    <div className="empty-note">
      {read.failed ? (
        <button type="button" className="button-secondary" onClick={read.reload} data-testid="deposit-reload">
          <Trans>Try again</Trans>
        </button>
      ) : (
        <span className="spinner small" />
      )}
    </div>
  );
}
