import { Trans } from "@lingui/react/macro";
import { ChannelSection } from "./channel-section.tsx";
import { WireBankSection } from "./wire-bank-section.tsx";
import "./deposit-settings.css";

/** Where users are told to send money, and what each currency credits in USD. */
export function DepositSettingsScreen() {
  return (
    <div className="deposit-settings">
      <header className="screen-head">
        <h1><Trans>Deposit settings</Trans></h1>
      </header>
      <p className="muted screen-intro">
        <Trans>
          Nothing is deleted: clear "Open" to close a channel or account, and users no longer see it. Rows marked Sample are
          seeded examples: replace them with real ones.
        </Trans>
      </p>
      <ChannelSection />
      <WireBankSection />
    </div>
  );
}
