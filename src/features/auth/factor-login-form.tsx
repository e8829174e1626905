import { Trans } from "@lingui/react/macro";
import { factorLogin } from "#api/factors.ts";
import { passkeyLogin } from "#api/passkeys.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { FactorCodeField } from "#widgets/factor-code-field.tsx";
import { useFactorCodeForm } from "#widgets/use-factor-code-form.ts";

interface FactorLoginFormProps {
  /** What the server answered the right password with. */
  challenge: string;
  onSession: (session: LoginResponse) => void;
  /** Back to the password: the challenge expired or the user wants another account. */
  onBack: () => void;
}

/** The log-in's second step when the account has a second factor: a passkey, the app's code or a recovery code. */
export function FactorLoginForm({ challenge, onSession, onBack }: FactorLoginFormProps) {
  const { code, setCode, error, submit } = useFactorCodeForm(async (typed) => onSession(await factorLogin(challenge, typed)));
  const withPasskey = async () => {
    try {
      onSession(await passkeyLogin(challenge));
    } catch {
      // Shown by the API client, or the browser's prompt was closed.
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="factor-login-form">
      <button type="button" className="button-secondary" onClick={() => void withPasskey()} data-testid="factor-login-passkey">
        <Trans>Use a passkey</Trans>
      </button>
      <p className="muted"><Trans>Or enter the code your authenticator app shows, or one of your recovery codes.</Trans></p>
      <FactorCodeField id="factor-login-code" value={code} onChange={setCode} error={error} recovery />
      <button type="submit" className="button-primary" data-testid="factor-login-submit">
        <Trans>Log in</Trans>
      </button>
      <button type="button" className="text-link" onClick={onBack} data-testid="factor-login-back">
        <Trans>Use another account</Trans>
      </button>
    </form>
  );
}
