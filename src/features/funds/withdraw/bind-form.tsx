import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { bindDrawMethod } from "#api/withdraw.ts";
import { useStepUp } from "#widgets/step-up/use-step-up.tsx";
import { CODE_PURPOSE_BIND } from "#domain/account.ts";
import type { WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { Field } from "#ui/field.tsx";
import { codeProblem } from "#forms/password-checks.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { ChoiceChips } from "../choice-chips.tsx";
import { BankInputs } from "./bank-inputs.tsx";
import { bankFields, bankProblem, EMPTY_BANK, type BankEntry } from "./bank-fields.ts";
import { currencyLabel } from "./method-text.ts";
import { OwnCodeField } from "./own-code-field.tsx";

interface BindFormProps {
  type: WithdrawType;
  currencies: readonly WithdrawCurrency[];
  onBound: () => void;
}

/** A new address (type 1) or bank account (type 2) in one currency, confirmed by a code sent to the user. */
export function BindForm({ type, currencies, onBound }: BindFormProps) {
  const { t } = useLingui();
  const [currencyId, setCurrencyId] = useState(currencies[0]?.id);
  const [address, setAddress] = useState("");
  const [bank, setBank] = useState<BankEntry>(EMPTY_BANK);
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const { withStepUp, stepUpSheet } = useStepUp();
  const { shown, accept, clear } = useFormProblems<"destination" | "code">();
  const crypto = type === WITHDRAW_CRYPTO;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({
      destination: crypto ? (address.trim() ? null : FUNDS_REFUSALS.addressRequired) : bankProblem(bank),
      code: codeProblem(code),
    });
    if (!valid || currencyId === undefined || sending) return;
    setSending(true);
    try {
      const fields = { type, draw_id: currencyId, code, ...(crypto ? { dc_address: address.trim() } : bankFields(bank)) };
      await withStepUp((headers) => bindDrawMethod(fields, headers));
      onBound();
    } catch {
      // The server's reason (a wrong address, IBAN or code) is toasted in the user's language.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="form bind-form" onSubmit={(e) => void send(e)} noValidate data-testid="bind-form">
        <ChoiceChips label={t`Currency`} value={currencyId} onChange={setCurrencyId} testId="bind-currency"
          options={currencies.map((one) => ({ value: one.id, label: currencyLabel(one) }))} />
        {crypto ? (
          <Field label={t`Address`} inputId="bind-address" error={shown("destination")}>
            <input id="bind-address" className="field-input" value={address} maxLength={128} dir="ltr" autoComplete="off" spellCheck={false}
              onChange={(e) => (setAddress(e.target.value), clear("destination"))} data-testid="bind-address" />
          </Field>
        ) : (
          <BankInputs entry={bank} error={shown("destination")} onChange={(name, value) => (setBank((now) => ({ ...now, [name]: value })), clear("destination"))} />
        )}
        <p className="muted bind-note">
          {crypto
            ? <Trans>Check the network: coins sent on another network than the address's are lost.</Trans>
            : <Trans>The account must be in your own name, as on your verified identity.</Trans>}
        </p>
        <OwnCodeField inputId="bind-code" value={code} onChange={(value) => (setCode(value), clear("code"))} error={shown("code")} purpose={CODE_PURPOSE_BIND} />
        <button type="submit" className="button-primary" disabled={sending} data-testid="bind-submit"><Trans>Save</Trans></button>
      </form>
      {stepUpSheet}
    </>
  );
}
