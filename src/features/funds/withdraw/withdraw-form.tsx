import { useRef, useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createActionKeys } from "#api/action-key.ts";
import { ApiError } from "#api/errors.ts";
import { submitWithdrawal } from "#api/withdraw.ts";
import { useStepUp } from "#widgets/step-up/use-step-up.tsx";
import { CODE_PURPOSE_WITHDRAW } from "#domain/account.ts";
import type { DrawMethod, WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { RECEIVED_DECIMALS, type WithdrawType } from "#domain/withdraw.ts";
import { checkWithdrawAmount } from "#domain/withdraw-amounts.ts";
import { Field } from "#ui/field.tsx";
import { formatAmount } from "#domain/format/format-amount.ts";
import { codeProblem } from "#forms/password-checks.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { MethodPicker } from "./method-picker.tsx";
import { NotBoundDialog } from "./not-bound-dialog.tsx";
import { OwnCodeField } from "./own-code-field.tsx";
import { WithdrawConfirm, type WithdrawSummary } from "./withdraw-confirm.tsx";
import { withdrawAmountProblem } from "./withdraw-problems.ts";

/** "900.500000" as a user would type it: "900.5". */
const plainAmount = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

interface WithdrawFormProps {
  type: WithdrawType;
  currency: WithdrawCurrency;
  /** The user's bound methods in `currency`. */
  methods: readonly DrawMethod[];
  /** What may be withdrawn now, in USD; undefined until the account's figures are known. */
  free: string | undefined;
  onSent: () => void;
  /** The server refused (its toast says why): what was shown may be out of date. */
  onRefused: () => void;
}

/** The amount in USD, where it goes and the code that confirms it; checked as the server will, confirmed, then sent once. */
export function WithdrawForm({ type, currency, methods, free, onSent, onRefused }: WithdrawFormProps) {
  const { i18n, t } = useLingui();
  const [amount, setAmount] = useState("");
  const [chosen, setChosen] = useState<number | null>(methods.length === 1 ? methods[0]!.id : null);
  const [memo, setMemo] = useState("");
  const [code, setCode] = useState("");
  const [notBound, setNotBound] = useState(false);
  const [summary, setSummary] = useState<WithdrawSummary | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(createActionKeys()).current;
  const { withStepUp, stepUpSheet } = useStepUp();
  const { shown, accept, clear } = useFormProblems<"amount" | "method" | "code">();
  const method = methods.find((one) => one.id === chosen);
  const preview = checkWithdrawAmount(amount, currency, undefined);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (methods.length === 0) return setNotBound(true);
    const check = checkWithdrawAmount(amount, currency, free);
    const valid = accept({
      amount: withdrawAmountProblem(amount, check, i18n.locale),
      method: method ? null : msg`Choose where to withdraw to`,
      code: codeProblem(code),
    });
    if (valid && check.ok && method) setSummary({ amount: check.amount, fee: check.fee, received: check.received, currency, method });
  };

  const send = async () => {
    if (!summary || sending) return;
    const fields = { draw_currency_id: currency.id, number: summary.amount, draw_method_id: summary.method.id, code, ...(memo.trim() ? { memo: memo.trim() } : {}) };
    setSending(true);
    try {
      const key = keys.keyFor(JSON.stringify(fields));
      await withStepUp((headers) => submitWithdrawal(fields, key, headers));
      keys.answered();
      setSummary(null);
      onSent();
    } catch (error) {
      // A refusal was answered (and toasted in the user's language); a lost answer keeps its key for the retry.
      if (error instanceof ApiError) {
        keys.answered();
        setSummary(null);
        onRefused();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="form withdraw-form" onSubmit={review} noValidate data-testid="withdraw-form">
        <MethodPicker type={type} methods={methods} chosen={chosen} error={shown("method")}
          onChoose={(id) => (setChosen(id), clear("method"))} />
        <Field label={t`Amount (USD)`} inputId="withdraw-amount" error={shown("amount")}>
          <input id="withdraw-amount" className="field-input num" value={amount} inputMode="decimal" autoComplete="off" dir="ltr"
            onChange={(e) => (setAmount(e.target.value), clear("amount"))} data-testid="withdraw-amount" />
          <button type="button" className="field-action" disabled={!free} data-testid="withdraw-all"
            onClick={() => free && (setAmount(plainAmount(free)), clear("amount"))}>
            <Trans>All</Trans>
          </button>
        </Field>
        <p className="withdraw-free muted">
          <Trans>Available to withdraw: <span className="num" dir="ltr" data-testid="withdraw-free">{formatAmount(free, i18n.locale)} USD</span></Trans>
        </p>
        <dl className="withdraw-preview" data-testid="withdraw-preview">
          <div><dt className="muted"><Trans>Fee</Trans></dt><dd className="num" dir="ltr" data-testid="withdraw-fee">{preview.ok ? `${formatAmount(preview.fee, i18n.locale)} USD` : "--"}</dd></div>
          <div><dt className="muted"><Trans>You receive</Trans></dt><dd className="num" dir="ltr" data-testid="withdraw-received">{preview.ok ? `${formatAmount(preview.received, i18n.locale, RECEIVED_DECIMALS)} ${currency.code}` : "--"}</dd></div>
        </dl>
        <Field label={t`Note (optional)`} inputId="withdraw-memo">
          <input id="withdraw-memo" className="field-input" value={memo} maxLength={256} onChange={(e) => setMemo(e.target.value)} data-testid="withdraw-memo" />
        </Field>
        <OwnCodeField inputId="withdraw-code" value={code} onChange={(value) => (setCode(value), clear("code"))} error={shown("code")} purpose={CODE_PURPOSE_WITHDRAW} />
        <button type="submit" className="button-primary" data-testid="withdraw-submit"><Trans>Withdraw</Trans></button>
        <NotBoundDialog type={type} open={notBound} onClose={() => setNotBound(false)} />
        <WithdrawConfirm summary={summary} sending={sending} onConfirm={() => void send()} onClose={() => setSummary(null)} />
      </form>
      {stepUpSheet}
    </>
  );
}
