import { Trans } from "@lingui/react/macro";
import "./offline-banner.css";

/** Across the app while the device has no network: what shows is the last the app knew, and it catches up by itself. */
export function OfflineBanner() {
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline. The app shows what it last knew and updates by itself when you are back online.</Trans>
    </div>
  );
}
