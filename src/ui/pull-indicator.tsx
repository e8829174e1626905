import { Trans } from "@lingui/react/macro";
import { PULL_THRESHOLD } from "./use-pull-to-refresh.ts";
import "./pull-indicator.css";

/** The band that opens above the list while the user pulls down. */
export function PullIndicator({ distance, refreshing }: { distance: number; refreshing: boolean }) {
  if (distance === 0 && !refreshing) return null;
  return (
    <div className="pull-indicator" style={{ height: distance }} data-testid="pull-indicator">
      {refreshing ? (
        <span className="spinner small" />
      ) : distance >= PULL_THRESHOLD ? (
        <Trans>Release to refresh</Trans>
      ) : (
        <Trans>Pull to refresh</Trans>
      )}
    </div>
  );
}
