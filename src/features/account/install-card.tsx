import { Trans } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { declineInstall, installApp, installOffer } from "#state/install-offer.ts";

/**
 * In the user centre, once the user has an account to come back to: put Pipwise on the home
 * screen. Offered once, and only where the browser can install it.
 */
export function InstallCard() {
  const { event, answered } = useSnapshot(installOffer);
  if (!event || answered) return null;
  return (
    <section className="install-card" data-testid="install-card">
      <p>
        <strong><Trans>Put Pipwise on your home screen</Trans></strong>
        <span className="muted"><Trans>It opens like an app, full screen, and shows your last prices and news even offline.</Trans></span>
      </p>
      <div className="install-actions">
        <button type="button" className="button-primary" onClick={() => void installApp()} data-testid="install-app"><Trans>Install</Trans></button>
        <button type="button" className="button-secondary" onClick={declineInstall} data-testid="install-not-now"><Trans>Not now</Trans></button>
      </div>
    </section>
  );
}
