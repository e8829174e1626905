import { Trans } from "@lingui/react/macro";
import type { WireBankConfig } from "#domain/contract/back-office-funds.ts";
import { fetchWireBanks, saveWireBank } from "../api/funds-settings-calls.ts";
import { WithNote } from "../common/with-note.tsx";
import { ConfigSection, type ConfigColumn } from "./config-section.tsx";
import { WIRE_BANK_FORM } from "./wire-bank-form.ts";

const COLUMNS: readonly ConfigColumn<WireBankConfig>[] = [
  { header: <Trans>Currency</Trans>, cell: (b) => <bdi>{b.bank_coin}</bdi>, className: "mono" },
  { header: <Trans>Bank</Trans>, cell: (b) => <WithNote note={b.bank_address}>{b.bank_name}</WithNote>, className: "prose" },
  { header: <Trans>SWIFT / BIC</Trans>, cell: (b) => <bdi>{b.bank_swift}</bdi>, className: "mono" },
  {
    header: <Trans>Payee</Trans>,
    cell: (b) => <WithNote note={b.payee_account} noteClassName="mono long-text">{b.payee_name}</WithNote>,
    className: "prose",
  },
  { header: <Trans>Remark</Trans>, cell: (b) => <bdi>{b.bank_remark || "—"}</bdi>, className: "prose" },
  { header: <Trans>USD price</Trans>, cell: (b) => <bdi>{b.usd_price}</bdi>, className: "mono" },
];

/** The bank accounts users may wire money to. */
export function WireBankSection() {
  return (
    <ConfigSection
      title={<Trans>Wire bank accounts</Trans>}
      addLabel={<Trans>Add bank account</Trans>}
      formHeading={(row) => (row ? <Trans>Edit bank account #{row.id}</Trans> : <Trans>New wire bank account</Trans>)}
      load={fetchWireBanks}
      save={saveWireBank}
      spec={WIRE_BANK_FORM}
      columns={COLUMNS}
    />
  );
}
