import { Trans } from "@lingui/react/macro";
import { turnOffTotp } from "#api/factors.ts";
import { FactorCodeField } from "#widgets/factor-code-field.tsx";
import { useFactorCodeForm } from "#widgets/use-factor-code-form.ts";

/** Turning the app off asks for one of its codes (or a recovery code). */
export function TotpOffForm({ onDone }: { onDone: () => void }) {
  const { code, setCode, error, submit } = useFactorCodeForm(async (typed) => {
    await turnOffTotp(typed);
    onDone();
  });
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="totp-off-form">
      <FactorCodeField id="totp-off-code" value={code} onChange={setCode} error={error} recovery />
      <button type="submit" className="button-secondary" data-testid="totp-off">
        <Trans>Turn off</Trans>
      </button>
    </form>
  );
}
