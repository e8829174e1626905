import { useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { createDemoAccount, login } from "#api/user.ts";
import { passkeyLogin } from "#api/passkeys.ts";
import { ACCOUNT_MOBILE } from "#domain/account.ts";
import { Field } from "#ui/field.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { PasswordInput } from "#ui/password-input.tsx";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { AreaPicker } from "./area-picker.tsx";
import { deviceDemoId } from "#state/demo-id.ts";
import { loginAccountProblem, loginTypeOf, looksLikePhone, normalizeAccount } from "./login-type.ts";
import { useAreaChoice } from "./use-area-choice.ts";
import { useFinishLogin } from "./use-finish-login.ts";
import { FactorLoginForm } from "./factor-login-form.tsx";
import { useFrom } from "./use-from.ts";
import "./auth.css";

/** /login: e-mail or phone and password, a passkey alone, or the device's demo account. */
export function LoginPage() {
  const { t } = useLingui();
  const areaChoice = useAreaChoice();
  const finish = useFinishLogin();
  const from = useFrom();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const { shown, accept } = useFormProblems<"account" | "password">();
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({
      account: loginAccountProblem(account),
      password: password ? null : msg`Please enter your password`,
    });
    if (!valid) return;
    const loginType = loginTypeOf(account);
    // A number typed with "+" names its own country; one without uses the picker's.
    const areaId = loginType === ACCOUNT_MOBILE && looksLikePhone(account) ? areaChoice.area?.id : undefined;
    try {
      const answer = await login({ account: normalizeAccount(account), password, login_type: loginType, area_id: areaId });
      if ("factor_challenge" in answer) setChallenge(answer.factor_challenge);
      else finish(answer);
    } catch {
      // The API client showed the server's message (wrong password, too many attempts…).
    }
  };

  const logInWithPasskey = async () => {
    try {
      finish(await passkeyLogin());
    } catch {
      // Shown by the API client, or the browser's prompt was closed.
    }
  };

  const tryDemo = async () => {
    try {
      finish(await createDemoAccount(deviceDemoId()));
    } catch {
      // Shown by the API client.
    }
  };

  if (challenge) {
    return (
      <div className="page auth-page">
        <PageHeader title={t`Log in`} />
        <FactorLoginForm challenge={challenge} onSession={finish} onBack={() => setChallenge(null)} />
      </div>
    );
  }
  return (
    <div className="page auth-page">
      <PageHeader title={t`Log in`} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
        <Field label={t`E-mail or phone number`} inputId="login-account" error={shown("account")}>
          {looksLikePhone(account) && <AreaPicker {...areaChoice} />}
          <input id="login-account" className="field-input" value={account} onChange={(e) => setAccount(e.target.value)}
            autoComplete="username" inputMode="email" autoCapitalize="off" spellCheck={false} dir="auto" />
        </Field>
        <Field label={t`Password`} inputId="login-password" error={shown("password")}>
          <PasswordInput id="login-password" value={password} onChange={setPassword} autoComplete="current-password" />
        </Field>
        <button type="submit" className="button-primary" data-testid="login-submit">
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="button-secondary" onClick={() => void logInWithPasskey()} data-testid="passkey-login">
          <Trans>Log in with a passkey</Trans>
        </button>
        <div className="auth-links">
          <Link to="/register" search={{ from }} className="text-link" data-testid="register-link"><Trans>Register</Trans></Link>
          <Link to="/forgot" search={{ from }} className="text-link" data-testid="forgot-link"><Trans>Forgot password?</Trans></Link>
        </div>
        <div className="auth-divider"><span><Trans>or</Trans></span></div>
        <button type="button" className="button-secondary" onClick={() => void tryDemo()} data-testid="demo-login">
          <Trans>Try the demo account</Trans>
        </button>
      </form>
    </div>
  );
}
