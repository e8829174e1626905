import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { beginTotp, confirmTotp } from "#api/factors.ts";
import type { TotpSetup } from "#domain/contract/factors.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { QrCode } from "#ui/qr-code.tsx";
import { CopyButton } from "#widgets/copy-button.tsx";
import { FactorCodeField } from "#widgets/factor-code-field.tsx";
import { RecoveryCodeList } from "./recovery-code-list.tsx";

/** Adding the app: its secret as a QR code and as text, a first code to confirm, then the recovery codes once. */
export function TotpSetupFlow({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const { shown, accept } = useFormProblems<"code">();

  const begin = async () => {
    try {
      setSetup(await beginTotp());
    } catch {
      // The API client showed the reason.
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept({ code: /^\d{6}$/.test(code) ? null : msg`Enter the 6 digits the app shows` })) return;
    try {
      setRecovery((await confirmTotp(code)).codes);
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
    <form className="form security-card" onSubmit={(e) => void confirm(e)} noValidate data-testid="totp-setup">
      <p><Trans>Scan this code with your authenticator app, or enter the key by hand.</Trans></p>
      <QrCode text={setup.uri} label={t`QR code of the authenticator key`} testId="totp-qr" />
      <div className="security-secret">
        <code className="num" dir="ltr" data-testid="totp-secret">{setup.secret}</code>
        <CopyButton text={setup.secret} label={t`Copy key`} />
      </div>
      <FactorCodeField id="totp-confirm-code" value={code} onChange={setCode} error={shown("code")} />
      <button type="submit" className="button-primary" data-testid="totp-confirm">
        <Trans>Turn on</Trans>
      </button>
    </form>
  );
}
