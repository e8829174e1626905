import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { beginTotp, confirmTotp } from "#api/factors.ts";
import type { TotpSetup } from "#domain/contract/factors.ts";
import { QrCode } from "#ui/qr-code.tsx";
import { CopyButton } from "#widgets/copy-button.tsx";
import { FactorCodeField } from "#widgets/factor-code-field.tsx";
import { useFactorCodeForm } from "#widgets/use-factor-code-form.ts";
import { RecoveryCodeList } from "./recovery-code-list.tsx";

/** Adding the app: its secret as a QR code and as text, a first code to confirm, then the recovery codes once. */
export function TotpSetupFlow({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  // Turning the app on takes only its own six digits, not a recovery code.
  const { code, setCode, error, submit } = useFactorCodeForm(
    async (typed) => setRecovery((await confirmTotp(typed)).codes),
    (typed) => (/^\d{6}$/.test(typed) ? null : msg`Enter the 6 digits the app shows`),
  );

  const begin = async () => {
    try {
      setSetup(await beginTotp());
    } catch {
      // The API client showed the reason.
    }
  };

  if (recovery) return <RecoveryCodeList codes={recovery} onDone={onDone} />;
  if (!setup) {
    return (
      <button type="button" className="button-primary" onClick={() => void begin()} data-testid="totp-begin">
        <Trans>Add an authenticator app</Trans>
      </button>
    );
  }
  return (
    <form className="form security-card" onSubmit={(e) => void submit(e)} noValidate data-testid="totp-setup">
      <p><Trans>Scan this code with your authenticator app, or enter the key by hand.</Trans></p>
      <QrCode text={setup.uri} label={t`QR code of the authenticator key`} testId="totp-qr" />
      <div className="security-secret">
        <code className="num" dir="ltr" data-testid="totp-secret">{setup.secret}</code>
        <CopyButton text={setup.secret} label={t`Copy key`} />
      </div>
      <FactorCodeField id="totp-confirm-code" value={code} onChange={setCode} error={error} />
      <button type="submit" className="button-primary" data-testid="totp-confirm">
        <Trans>Turn on</Trans>
      </button>
    </form>
  );
}
