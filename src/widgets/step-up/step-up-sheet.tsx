import { Trans, useLingui } from "@lingui/react/macro";
import { Sheet } from "#ui/sheet.tsx";
import { FactorCodeField } from "../factor-code-field.tsx";
import { useFactorCodeForm } from "../use-factor-code-form.ts";

interface StepUpSheetProps {
  open: boolean;
  /** Which factors the user has on: the sheet offers those. */
  totp: boolean;
  passkey: boolean;
  /** Rejects when the server refused the code (the API client showed why): the sheet stays open. */
  onConfirm: (code: string) => Promise<void>;
  /** Asks the browser for a passkey; rejects when none was given or the server refused it. */
  onPasskey: () => Promise<void>;
  onClose: () => void;
}

/** Asks for a passkey or the authenticator code (or a recovery code) again before a sensitive call. */
export function StepUpSheet({ open, totp, passkey, onConfirm, onPasskey, onClose }: StepUpSheetProps) {
  const { t } = useLingui();
  const { code, setCode, error, submit } = useFactorCodeForm(onConfirm);
  const confirmWithPasskey = () => {
    // A refusal or a closed prompt was shown already; the sheet stays open for another try.
    onPasskey().catch(() => undefined);
  };
  return (
    <Sheet open={open} onClose={onClose} title={t`Confirm it's you`} testId="step-up-sheet">
      {passkey && (
        <button type="button" className="button-primary" onClick={confirmWithPasskey} data-testid="step-up-passkey">
          <Trans>Use a passkey</Trans>
        </button>
      )}
      {totp && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted"><Trans>Enter the code your authenticator app shows, or one of your recovery codes.</Trans></p>
          <FactorCodeField id="step-up-code" value={code} onChange={setCode} error={error} recovery />
          <button type="submit" className="button-primary" data-testid="step-up-submit">
            <Trans>Confirm</Trans>
          </button>
        </form>
      )}
    </Sheet>
  );
}
