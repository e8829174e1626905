import { useState, type FormEvent } from "react";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { turnOffTotp } from "#api/factors.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { FactorCodeField } from "#widgets/factor-code-field.tsx";

/** Turning the app off asks for one of its codes (or a recovery code). */
export function TotpOffForm({ onDone }: { onDone: () => void }) {
  const [code, setCode] = useState("");
  const { shown, accept } = useFormProblems<"code">();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept({ code: code ? null : msg`Enter the code the app shows` })) return;
    try {
      await turnOffTotp(code);
      onDone();
    } catch {
      // The API client showed the reason.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="totp-off-form">
      <FactorCodeField id="totp-off-code" value={code} onChange={setCode} error={shown("code")} recovery />
      <button type="submit" className="button-secondary" data-testid="totp-off">
        <Trans>Turn off</Trans>
      </button>
    </form>
  );
}
