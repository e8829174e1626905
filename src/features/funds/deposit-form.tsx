import { useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { ReceiptText } from "lucide-static";
import { createActionKeys } from "#api/action-key.ts";
import { ApiError } from "#api/errors.ts";
import { usePictureUpload } from "#data/account/facade.ts";
import { Field } from "#ui/field.tsx";
import { PicturePicker } from "#widgets/picture-picker.tsx";
import { pictureProblem } from "#widgets/picture-problem.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { amountProblem } from "./amount-problem.ts";

/** What the user enters for any deposit: the amount sent and the url of the uploaded proof. */
export interface DepositEntry {
  number: string;
  proofImg: string;
}

interface DepositFormProps<F extends object> {
  /** The currency of the amount (a coin count, or the wire's currency). */
  currency: string;
  /** The request for an entry, with where it was sent (a channel and its address, a bank account). */
  fieldsOf: (entry: DepositEntry) => F;
  submit: (fields: F, idempotencyKey: string) => Promise<unknown>;
  /** The server took it (its toast says so). */
  onSent: () => void;
  /** The server refused it, with its reason in a toast: what was shown may be out of date. */
  onRefused: () => void;
}

/** The amount sent and a picture proving it, checked as the server will check them, then sent once. */
export function DepositForm<F extends object>({ currency, fieldsOf, submit, onSent, onRefused }: DepositFormProps<F>) {
  const { i18n, t } = useLingui();
  const [amount, setAmount] = useState("");
  const [sending, setSending] = useState(false);
  const proof = usePictureUpload();
  const keys = useRef(createActionKeys()).current;
  const { shown, accept, clear } = useFormProblems<"amount" | "proof">();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({
      amount: amountProblem(amount, i18n.locale),
      proof: pictureProblem(proof.state, msg`Please upload a picture of your transfer`),
    });
    if (!valid || !proof.url || sending) return;
    const fields = fieldsOf({ number: amount.trim(), proofImg: proof.url });
    setSending(true);
    try {
      await submit(fields, keys.keyFor(JSON.stringify(fields)));
      keys.answered();
      onSent();
    } catch (error) {
      // A refusal was answered (and toasted in the user's language); a lost answer keeps its key for the retry.
      if (error instanceof ApiError) {
        keys.answered();
        onRefused();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form deposit-form" onSubmit={(e) => void send(e)} noValidate data-testid="deposit-form">
      <Field label={t`Amount sent`} inputId="deposit-amount" error={shown("amount")}>
        <input id="deposit-amount" className="field-input num" value={amount}
          onChange={(e) => (setAmount(e.target.value), clear("amount"))} inputMode="decimal" autoComplete="off" dir="ltr" data-testid="deposit-amount" />
        <span className="field-adornment deposit-currency">{currency}</span>
      </Field>
      <PicturePicker inputId="deposit-proof" label={t`Proof of payment`} picture={proof} error={shown("proof")}
        onPick={() => clear("proof")} emptyIcon={ReceiptText} />
      <p className="muted deposit-form-note">
        <Trans>A screenshot or photo of the completed transfer, showing the amount and the date.</Trans>
      </p>
      <button type="submit" className="button-primary" disabled={sending} data-testid="deposit-submit">
        <Trans>Submit deposit</Trans>
      </button>
    </form>
  );
}
