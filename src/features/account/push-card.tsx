import { Trans } from "@lingui/react/macro";
import { usePushNotifications } from "./use-push-notifications.ts";

/**
 * In the user centre: notifications on this device, for the things that happen while the app is
 * closed (a trigger closing a position, a decided deposit, withdrawal or verification). Shown only
 * where the browser can push; demo accounts trade too, so they are offered it as well.
 */
export function PushCard() {
  const { status, busy, turnOn, turnOff } = usePushNotifications();
  if (status === "unsupported" || status === "checking") return null;
  return (
    <section className="install-card push-card" data-testid="push-card" data-status={status}>
      <p>
        <strong><Trans>Notifications on this device</Trans></strong>
        {status === "off" && (
          <span className="muted">
            <Trans>Hear when a stop loss, take profit or stop-out closes a position, and when a deposit, withdrawal or verification is decided, even with Pipwise closed.</Trans>
          </span>
        )}
        {status === "on" && <span className="muted"><Trans>Notifications are on</Trans></span>}
        {status === "denied" && (
          <span className="muted"><Trans>Notifications are blocked for Pipwise in this browser's settings. Allow them there to turn them on.</Trans></span>
        )}
      </p>
      {status === "off" && (
        <div className="install-actions">
          <button type="button" className="button-primary" disabled={busy} onClick={() => void turnOn()} data-testid="push-on"><Trans>Turn on notifications</Trans></button>
        </div>
      )}
      {status === "on" && (
        <div className="install-actions">
          <button type="button" className="button-secondary" disabled={busy} onClick={() => void turnOff()} data-testid="push-off"><Trans>Turn off</Trans></button>
        </div>
      )}
    </section>
  );
}
