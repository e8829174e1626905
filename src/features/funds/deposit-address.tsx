import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositChannel } from "#domain/contract/funds.ts";
import { CopyButton } from "#widgets/copy-button.tsx";
import { QrCode } from "#ui/qr-code.tsx";
import { SampleBadge, SampleWarning } from "./sample-note.tsx";

/** Where to send the coin: the channel's address in full, as a QR code, and to copy. */
export function DepositAddress({ channel }: { channel: DepositChannel }) {
  const { t } = useLingui();
  const coin = channel.currency_code;
  const network = channel.protocol_code;
  return (
    <section className="card fund-card" data-testid="deposit-address-card" data-sample={channel.sample || undefined}>
      <div className="fund-card-head">
        <h2 className="fund-card-title"><Trans>Deposit address</Trans></h2>
        {channel.sample && <SampleBadge />}
      </div>
      {channel.sample && <SampleWarning of="address" />}
      <QrCode text={channel.address} label={t`QR code of the deposit address`} testId="deposit-qr" />
      <p className="deposit-address num" dir="ltr" data-testid="deposit-address">{channel.address}</p>
      <CopyButton text={channel.address} label={t`Copy address`} testId="copy-address" wide />
      <p className="muted fund-card-note">
        <Trans>Send only {coin} on the {network} network to this address: another coin or network cannot be recovered.</Trans>
      </p>
    </section>
  );
}
