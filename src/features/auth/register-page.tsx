import { useState, type FormEvent } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { register } from "#api/user.ts";
import { ACCOUNT_EMAIL, CODE_PURPOSE_REGISTER, VERIFY_REG_CAPTCHA } from "#domain/account.ts";
import { useBasicInfo } from "#data/market/facade.ts";
import { CodeInput } from "#widgets/code-input.tsx";
import { Field } from "#ui/field.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { ServiceNotice } from "#ui/service-notice.tsx";
import { PasswordInput } from "#ui/password-input.tsx";
import { codeProblem, passwordProblem, repeatProblem } from "#forms/password-checks.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { RiskWarningLine } from "#widgets/risk-warning-line.tsx";
import { AcceptanceField } from "./acceptance-field.tsx";
import { AccountFields } from "./account-fields.tsx";
import { entryProblem } from "./account-entry.ts";
import { CaptchaInput } from "./captcha-input.tsx";
import { useAccountEntry } from "./use-account-entry.ts";
import { useCaptcha } from "./use-captcha.ts";
import { useFinishLogin } from "./use-finish-login.ts";
import { useFrom } from "./use-from.ts";
import "./auth.css";

/** /register: e-mail or mobile, password twice, invite code, and a sent code or a captcha (verify_reg_type 2). */
export function RegisterPage() {
  const { t } = useLingui();
  const { invite_code } = useSearch({ strict: false }) as { invite_code?: string };
  const usesCaptcha = useBasicInfo()?.verify_reg_type === VERIFY_REG_CAPTCHA;
  const { captcha, refresh: refreshCaptcha } = useCaptcha(usesCaptcha);
  const finish = useFinishLogin();
  const from = useFrom();

  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [invite, setInvite] = useState(invite_code ?? "");
  const [code, setCode] = useState("");
  const [accepted, setAccepted] = useState(false);
  const { shown, accept, clear } = useFormProblems<"account" | "password" | "repeat" | "code" | "accepted">();
  const { entry, setEntry, areaChoice, mobileAllowed, destination } = useAccountEntry(() => clear("account"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({
      account: entryProblem(entry),
      password: passwordProblem(password),
      repeat: repeatProblem(password, repeat),
      code: usesCaptcha ? (code ? null : msg`Please enter the characters in the image`) : codeProblem(code),
      accepted: accepted ? null : msg`Accept the terms of use and the risk warning to open an account`,
    });
    if (!valid || !destination) return;
    const mobile = destination.type === ACCOUNT_EMAIL ? undefined : destination.to;
    try {
      finish(
        await register({
          type: destination.type,
          account: destination.to,
          area_id: destination.area_id,
          mobile,
          password,
          re_password: repeat,
          invite_code: invite.trim() || undefined,
          sms_code: code,
          key: usesCaptcha ? captcha?.id : undefined,
          accept_terms: 1,
        }),
      );
    } catch {
      // The server's reason is on screen as a toast; a captcha is good for one try only.
      if (usesCaptcha) {
        setCode("");
        refreshCaptcha();
      }
    }
  };

  return (
    <div className="page auth-page">
      <PageHeader title={t`Register`} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
        <AccountFields entry={entry} onChange={setEntry} mobileAllowed={mobileAllowed} areaChoice={areaChoice}
          error={shown("account")} idPrefix="register" />
        <Field label={t`Password`} inputId="register-password" error={shown("password")}>
          <PasswordInput id="register-password" value={password} onChange={setPassword} autoComplete="new-password" />
        </Field>
        <Field label={t`Repeat password`} inputId="register-repeat" error={shown("repeat")}>
          <PasswordInput id="register-repeat" value={repeat} onChange={setRepeat} autoComplete="new-password" />
        </Field>
        <Field label={t`Invite code (optional)`} inputId="register-invite">
          <input id="register-invite" className="field-input" value={invite} onChange={(e) => setInvite(e.target.value)}
            autoCapitalize="characters" autoComplete="off" spellCheck={false} />
        </Field>
        {usesCaptcha ? (
          <Field label={t`Characters in the image`} inputId="register-captcha" error={shown("code")}>
            <CaptchaInput id="register-captcha" value={code} onChange={setCode} captcha={captcha} onRefresh={refreshCaptcha} />
          </Field>
        ) : (
          <Field label={t`Verification code`} inputId="register-code" error={shown("code")}>
            <CodeInput id="register-code" value={code} onChange={setCode} destination={destination} purpose={CODE_PURPOSE_REGISTER} />
          </Field>
        )}
        <AcceptanceField checked={accepted} onChange={(checked) => { setAccepted(checked); clear("accepted"); }} error={shown("accepted")} />
        <RiskWarningLine />
        <button type="submit" className="button-primary" data-testid="register-submit">
          <Trans>Register</Trans>
        </button>
        <p className="auth-note">
          <Trans>Already have an account?</Trans>{" "}
          <Link to="/login" search={{ from }} className="text-link" data-testid="login-link"><Trans>Log in</Trans></Link>
        </p>
      </form>
      <ServiceNotice />
    </div>
  );
}
