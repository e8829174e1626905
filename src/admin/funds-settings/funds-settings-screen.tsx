import { Trans } from "@lingui/react/macro";
import { ChannelSection } from "./channel-section.tsx";
import { WireBankSection } from "./wire-bank-section.tsx";
import { WithdrawCurrencySection } from "./withdraw-currency-section.tsx";
import "./funds-settings.css";

/** Where users are told to send money and what each currency credits in USD; what they may withdraw in, at which fee. */
export function FundsSettingsScreen() {
  return (
    <div className="funds-settings">
      <header className="screen-head">
        <h1><Trans>Funds settings</Trans></h1>
      </header>
      <p className="muted screen-intro">
        <Trans>
          Nothing is deleted: clear "Open" to close a channel, account or currency, and users no longer see it. Rows marked
          Sample are seeded examples: replace them with real ones.
        </Trans>
      </p>
      <ChannelSection />
      <WireBankSection />
      <WithdrawCurrencySection />
    </div>
  );
}
