import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { Sheet } from "#ui/sheet.tsx";
import { FactorCodeField } from "../factor-code-field.tsx";

interface StepUpSheetProps {
  open: boolean;
  /** Rejects when the server refused the code (the API client showed why): the sheet stays open. */
  onConfirm: (code: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the authenticator code (or a recovery code) again before a sensitive call. */
export function StepUpSheet({ open, onConfirm, onClose }: StepUpSheetProps) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const { shown, accept } = useFormProblems<"code">();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The sheet opens over the form of the call it guards: its submit must not reach that form.
    event.stopPropagation();
    if (!accept({ code: code ? null : msg`Enter the code the app shows` })) return;
    try {
      await onConfirm(code);
      setCode("");
    } catch {
      // The API client showed the reason; the user may try another code.
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title={t`Confirm it's you`} testId="step-up-sheet">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted"><Trans>Enter the code your authenticator app shows, or one of your recovery codes.</Trans></p>
        <FactorCodeField id="step-up-code" value={code} onChange={setCode} error={shown("code")} recovery />
        <button type="submit" className="button-primary" data-testid="step-up-submit">
          <Trans>Confirm</Trans>
        </button>
      </form>
    </Sheet>
  );
}
