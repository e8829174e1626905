import { useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRealName } from "#data/account/facade.ts";
import { refreshAccount, useDrawMethods, useFreeToWithdraw, useWithdrawCurrencies, useWithdrawRecords } from "#data/funds/facade.ts";
import { REVIEW_CERTIFIED, REVIEW_WAITING } from "#domain/identity.ts";
import type { WithdrawType } from "#domain/withdraw.ts";
import { ChoiceChips } from "../choice-chips.tsx";
import { FundRecords } from "../fund-records.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { IdentityNotice } from "./identity-notice.tsx";
import { currencyLabel } from "./method-text.ts";
import { WithdrawForm } from "./withdraw-form.tsx";
import { WithdrawRecordRow } from "./withdraw-record-row.tsx";

/** The currency, then the form for it; the form waits for the user's identity to be verified. */
function WithdrawChoice({ type, onSent }: { type: WithdrawType; onSent: () => void }) {
  const { t } = useLingui();
  const currencies = useWithdrawCurrencies(type);
  const methods = useDrawMethods(type);
  const realName = useRealName();
  const free = useFreeToWithdraw();
  const [wanted, setWanted] = useState<number | null>(null);
  const [sent, setSent] = useState(0);
  if (!currencies.value) return <StillLoading read={currencies} />;
  if (!methods.value) return <StillLoading read={methods} />;
  if (realName.record === undefined) return <StillLoading read={realName} />;
  const currency = currencies.value.find((one) => one.id === wanted) ?? currencies.value[0];
  if (!currency) return <p className="empty-note" data-testid="withdraw-closed"><Trans>No way to withdraw is open right now. Please contact support.</Trans></p>;
  const status = realName.record?.review_status;
  if (status !== REVIEW_CERTIFIED) return <IdentityNotice waiting={status === REVIEW_WAITING} />;

  const afterSent = () => {
    setSent((count) => count + 1);
    void refreshAccount();
    onSent();
  };
  const refused = () => {
    currencies.reload();
    methods.reload();
    void refreshAccount();
  };
  return (
    <>
      <div className="fund-choices">
        <ChoiceChips label={t`Currency`} value={currency.id} onChange={setWanted} testId="withdraw-currency"
          options={currencies.value.map((one) => ({ value: one.id, label: currencyLabel(one) }))} />
      </div>
      <WithdrawForm key={`${currency.id}:${sent}`} type={type} currency={currency} free={free} onSent={afterSent} onRefused={refused}
        methods={methods.value.filter((method) => method.draw_id === currency.id)} />
    </>
  );
}

/** One tab: withdrawing that way and, under it, the withdrawals already asked for that way. */
export function WithdrawPanel({ type }: { type: WithdrawType }) {
  const records = useWithdrawRecords(type);
  const list = useRef<HTMLElement>(null);
  const onSent = () => {
    records.reload();
    // The form is empty again: show where the withdrawal now stands, at the top of the records.
    list.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <>
      <WithdrawChoice type={type} onSent={onSent} />
      <FundRecords title={<Trans>Withdrawal records</Trans>} kind="withdraw" records={records} ref={list}
        row={(record) => <WithdrawRecordRow key={record.id} record={record} />} />
    </>
  );
}
