import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { submitWireDeposit } from "#api/funds.ts";
import { useWireBanks } from "#data/funds/facade.ts";
import { BankDetails } from "./bank-details.tsx";
import { ChoiceChips } from "./choice-chips.tsx";
import { chosenOr } from "./deposit-choice.ts";
import { DepositForm } from "./deposit-form.tsx";
import { StillLoading } from "#ui/still-loading.tsx";

interface WireDepositProps {
  /** The currencies a wire can be sent in (quickCharge/info). */
  currencies: readonly string[];
  /** Changes after each deposit sent, for an empty form. */
  formKey: number;
  onSent: () => void;
}

/** A bank wire: its currency, the account to send it to, then the amount and its proof. */
export function WireDeposit({ currencies, formKey, onSent }: WireDepositProps) {
  const { t } = useLingui();
  const [wantedCurrency, setCurrency] = useState<string | null>(null);
  const [wantedBank, setBank] = useState<number | null>(null);
  const currency = chosenOr(currencies, (code) => code === wantedCurrency) ?? null;
  const banks = useWireBanks(currency);
  const bank = banks.value && chosenOr(banks.value, (option) => option.id === wantedBank);

  return (
    <>
      <div className="fund-choices">
        <ChoiceChips label={t`Currency`} value={currency ?? undefined} onChange={setCurrency}
          options={currencies.map((code) => ({ value: code, label: code }))} testId="deposit-currency" />
        {banks.value && banks.value.length > 1 && (
          <ChoiceChips label={t`Bank account`} value={bank?.id} onChange={setBank}
            options={banks.value.map((option) => ({ value: option.id, label: `${option.bank_name} · ${option.payee_account.slice(-4)}` }))} testId="deposit-bank" />
        )}
      </div>
      {!banks.value && <StillLoading read={banks} />}
      {banks.value && !bank && (
        // "No pay way": a wire needs one of the broker's accounts to go to.
        <p className="empty-note" role="status" data-testid="no-pay-way">
          <Trans>No pay way: there is no bank account to send {currency} to right now.</Trans>
        </p>
      )}
      {bank && (
        <>
          <BankDetails bank={bank} />
          <DepositForm key={formKey} currency={bank.bank_coin} submit={submitWireDeposit} onSent={onSent} onRefused={banks.reload}
            fieldsOf={(entry) => ({ ...entry, wire_id: bank.id })} />
        </>
      )}
    </>
  );
}
