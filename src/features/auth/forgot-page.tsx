import { useState, type FormEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { forgetPassword } from "../../api/user.ts";
import { CODE_PURPOSE_RESET } from "../../domain/account.ts";
import { CodeInput } from "../../ui/code-input.tsx";
import { Field } from "../../ui/field.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { codeProblem, passwordProblem, repeatProblem } from "../../ui/password-checks.ts";
import { AccountFields } from "./account-fields.tsx";
import { EMPTY_ENTRY, allowedEntry, entryDestination, entryProblem, type AccountEntry } from "./account-entry.ts";
import { useAreaChoice } from "./use-area-choice.ts";
import { useShowsMobile } from "./use-shows-mobile.ts";
import "./auth.css";

type Problems = Partial<Record<"account" | "code" | "password" | "repeat", MessageDescriptor>>;

/** /forgot: a code sent to the account's address sets a new password (SPEC §2, §5). */
export function ForgotPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const areaChoice = useAreaChoice();
  const mobileAllowed = useShowsMobile();
  const [rawEntry, setEntry] = useState<AccountEntry>(EMPTY_ENTRY);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problems, setProblems] = useState<Problems>({});

  const entry = allowedEntry(rawEntry, mobileAllowed);
  const destination = entryDestination(entry, areaChoice.area);
  const shown = (key: keyof Problems) => (problems[key] ? i18n._(problems[key]) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      account: entryProblem(entry) ?? undefined,
      code: codeProblem(code) ?? undefined,
      password: passwordProblem(password) ?? undefined,
      repeat: repeatProblem(password, repeat) ?? undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || !destination) return;
    try {
      await forgetPassword({
        type: destination.type,
        account: destination.to,
        area_id: destination.area_id,
        new_password: password,
        secondary_password: repeat,
        auth_code: code,
      });
      void router.navigate({ to: "/login", replace: true });
    } catch {
      // Wrong or expired code, refused password…: the server's message is on screen.
    }
  };

  return (
    <div className="page auth-page">
      <PageHeader title={t`Forgot password`} />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="forgot-form">
        <AccountFields entry={entry} onChange={setEntry} mobileAllowed={mobileAllowed} areaChoice={areaChoice}
          error={shown("account")} idPrefix="forgot" />
        <Field label={t`Verification code`} inputId="forgot-code" error={shown("code")}>
          <CodeInput id="forgot-code" value={code} onChange={setCode} destination={destination} purpose={CODE_PURPOSE_RESET} />
        </Field>
        <Field label={t`New password`} inputId="forgot-password" error={shown("password")}>
          <PasswordInput id="forgot-password" value={password} onChange={setPassword} autoComplete="new-password" />
        </Field>
        <Field label={t`Repeat new password`} inputId="forgot-repeat" error={shown("repeat")}>
          <PasswordInput id="forgot-repeat" value={repeat} onChange={setRepeat} autoComplete="new-password" />
        </Field>
        <button type="submit" className="button-primary" data-testid="forgot-submit">
          <Trans>Reset password</Trans>
        </button>
      </form>
    </div>
  );
}
