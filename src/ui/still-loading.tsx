import { Trans } from "@lingui/react/macro";
/** A read as the data hooks give it: whether it failed, and how to ask again. */
interface Read {
  failed: boolean;
  reload: () => void;
}

/** In place of what a read has not brought yet: a spinner, or after a failure (the API client said why) a way to ask again. */
export function StillLoading({ read }: { read: Read }) {
  return (
    <div className="empty-note">
      {read.failed ? (
        <button type="button" className="button-secondary" onClick={read.reload} data-testid="reload">
          <Trans>Try again</Trans>
        </button>
      ) : (
        <span className="spinner small" />
      )}
    </div>
  );
}
