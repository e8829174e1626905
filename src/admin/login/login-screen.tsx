import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Operator } from "#domain/contract/back-office.ts";
import type { OperatorLoginResponse } from "#domain/contract/back-office.ts";
import { login } from "../api/back-office-calls.ts";
import { passkeyLogin } from "../api/passkey-calls.ts";
import { errorText } from "../api/error-text.ts";
import { keepOperatorToken } from "../api/operator-session.ts";
import { Notice } from "../common/notice.tsx";
import { LanguageSelect } from "../i18n/language-select.tsx";
import { EMPTY_LOGIN, loginProblems, loginRequest, totpDigits, type LoginField, type LoginForm } from "./login-form.ts";

interface LoginScreenProps {
  onSignedIn: (operator: Operator) => void;
  /** Why the operator is here again: the session ended, or the start-up check failed. */
  reason?: string | null;
}

export function LoginScreen({ onSignedIn, reason }: LoginScreenProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<LoginForm>(EMPTY_LOGIN);
  const [shown, setShown] = useState<LoginField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problems = loginProblems(form);
  const invalid = (field: LoginField) => shown.includes(field) && problems.includes(field);
  const edit = (field: LoginField, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const signedIn = (answer: OperatorLoginResponse) => {
    keepOperatorToken(answer.token);
    onSignedIn(answer.operator);
  };

  const failed = (error: unknown) => {
    setFailure(errorText(error));
    // A code is good for one try at most: the next one comes from the authenticator.
    setForm((f) => ({ ...f, totp: "" }));
    setShown([]);
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(["login", "password", "totp"]);
    if (problems.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await login(loginRequest(form));
      // An operator with a passkey is asked for it next, instead of the code.
      signedIn("token" in answer ? answer : await passkeyLogin(answer.options));
    } catch (error) {
      failed(error);
    }
  };

  const withPasskey = async () => {
    setBusy(true);
    setFailure(null);
    try {
      signedIn(await passkeyLogin());
    } catch (error) {
      failed(error);
    }
  };

  return (
    <main className="login-page">
      <form className="panel login-card" onSubmit={(e) => void submit(e)} noValidate>
        <header className="login-head">
          <h1><Trans>Pipwise back office</Trans></h1>
          <LanguageSelect />
        </header>
        {(failure ?? reason) && <Notice tone="error">{failure ?? reason}</Notice>}
        <label className="field">
          <span><Trans>Login</Trans></span>
          <input name="login" autoComplete="username" autoFocus value={form.login} aria-invalid={invalid("login")}
            onChange={(e) => edit("login", e.currentTarget.value)} />
          {invalid("login") && <small className="field-problem"><Trans>Enter your login.</Trans></small>}
        </label>
        <label className="field">
          <span><Trans>Password</Trans></span>
          <input name="password" type="password" autoComplete="current-password" value={form.password}
            aria-invalid={invalid("password")} onChange={(e) => edit("password", e.currentTarget.value)} />
          {invalid("password") && <small className="field-problem"><Trans>Enter your password.</Trans></small>}
        </label>
        <label className="field">
          <span><Trans>Authenticator code</Trans></span>
          <input name="totp" inputMode="numeric" autoComplete="one-time-code" placeholder={t`6 digits`}
            value={form.totp} aria-invalid={invalid("totp")} onChange={(e) => edit("totp", totpDigits(e.currentTarget.value))} />
          {invalid("totp") && <small className="field-problem"><Trans>Enter the 6-digit code your authenticator app shows.</Trans></small>}
          <small className="field-hint"><Trans>With a passkey, leave it empty: the passkey is asked for next.</Trans></small>
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
        <button type="button" data-testid="operator-passkey-login" disabled={busy} onClick={() => void withPasskey()}>
          <Trans>Sign in with a passkey</Trans>
        </button>
      </form>
    </main>
  );
}
