import { Trans } from "@lingui/react/macro";
import type { ChannelConfig } from "#domain/contract/back-office-funds.ts";
import { fetchChannels, saveChannel } from "../api/funds-settings-calls.ts";
import { CHANNEL_FORM } from "./channel-form.ts";
import { ConfigSection, type ConfigColumn } from "./config-section.tsx";

const COLUMNS: readonly ConfigColumn<ChannelConfig>[] = [
  { header: <Trans>Currency</Trans>, cell: (c) => <bdi>{c.currency_code}</bdi>, className: "mono" },
  { header: <Trans>Network</Trans>, cell: (c) => <bdi>{c.protocol_code}</bdi> },
  { header: <Trans>Deposit address</Trans>, cell: (c) => <bdi>{c.address}</bdi>, className: "mono long-text" },
  { header: <Trans>USD price</Trans>, cell: (c) => <bdi>{c.usd_price}</bdi>, className: "mono" },
];

/** The coin channels users may send crypto through. */
export function ChannelSection() {
  return (
    <ConfigSection
      title={<Trans>Coin channels</Trans>}
      addLabel={<Trans>Add channel</Trans>}
      formHeading={(row) => (row ? <Trans>Edit channel #{row.id}</Trans> : <Trans>New coin channel</Trans>)}
      load={fetchChannels}
      save={saveChannel}
      spec={CHANNEL_FORM}
      columns={COLUMNS}
    />
  );
}
