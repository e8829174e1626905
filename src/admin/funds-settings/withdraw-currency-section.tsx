import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawCurrencyConfig } from "#domain/contract/back-office-withdraw.ts";
import { dec } from "#domain/decimal.ts";
import { formatExactPercent } from "#domain/format/format-price.ts";
import { WITHDRAW_FEE_FIXED } from "#domain/withdraw-amounts.ts";
import { fetchWithdrawCurrencies, saveWithdrawCurrency } from "../api/funds-settings-calls.ts";
import { WithNote } from "../common/with-note.tsx";
import { WITHDRAW_TYPE_LABELS } from "../withdrawals/withdraw-labels.ts";
import { ConfigSection, type ConfigColumn } from "./config-section.tsx";
import { WITHDRAW_CURRENCY_FORM } from "./withdraw-currency-form.ts";

/** "1 USD" for a fixed fee, "0.5%" for a share of the amount, the sign where the operator's language writes it. */
function FeeCell({ currency }: { currency: WithdrawCurrencyConfig }) {
  const { i18n } = useLingui();
  if (currency.fee_type === WITHDRAW_FEE_FIXED) return <bdi>{currency.draw_rate} USD</bdi>;
  const percent = formatExactPercent(dec(currency.draw_rate).times(100).toFixed(), i18n.locale);
  return <Trans><bdi>{percent}</bdi> of the amount</Trans>;
}

function KindCell({ currency }: { currency: WithdrawCurrencyConfig }) {
  const { i18n } = useLingui();
  return <WithNote note={currency.protocol}>{i18n._(WITHDRAW_TYPE_LABELS[currency.type])}</WithNote>;
}

const COLUMNS: readonly ConfigColumn<WithdrawCurrencyConfig>[] = [
  { header: <Trans>Currency</Trans>, cell: (c) => <bdi>{c.code}</bdi>, className: "mono" },
  { header: <Trans>Paid to</Trans>, cell: (c) => <KindCell currency={c} /> },
  { header: <Trans>Fee</Trans>, cell: (c) => <FeeCell currency={c} />, className: "nowrap" },
  { header: <Trans>Paid per USD</Trans>, cell: (c) => <bdi>{c.usd_price}</bdi>, className: "mono" },
];

/** The currencies users may withdraw in, with their fees and prices. */
export function WithdrawCurrencySection() {
  return (
    <ConfigSection
      title={<Trans>Withdraw currencies</Trans>}
      addLabel={<Trans>Add withdraw currency</Trans>}
      formHeading={(row) => (row ? <Trans>Edit withdraw currency #{row.id}</Trans> : <Trans>New withdraw currency</Trans>)}
      load={fetchWithdrawCurrencies}
      save={saveWithdrawCurrency}
      spec={WITHDRAW_CURRENCY_FORM}
      columns={COLUMNS}
    />
  );
}
