import { useState, type FormEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { forgetPassword } from "#api/user.ts";
import { CODE_PURPOSE_RESET } from "#domain/account.ts";
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from "#widgets/new-password-fields.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { codeProblem, passwordProblem, repeatProblem } from "#forms/password-checks.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { AccountFields } from "./account-fields.tsx";
import { entryProblem } from "./account-entry.ts";
import { useAccountEntry } from "./use-account-entry.ts";
import { useFrom } from "./use-from.ts";
import "./auth.css";

const FIELD_IDS = { code: "forgot-code", password: "forgot-password", repeat: "forgot-repeat" };

/** /forgot: a code sent to the account's address sets a new password. */
export function ForgotPage() {
  const { t } = useLingui();
  const router = useRouter();
  const from = useFrom();
  const [fields, setFields] = useState(EMPTY_NEW_PASSWORD);
  const { shown, accept, clear } = useFormProblems<"account" | "code" | "password" | "repeat">();
  const { entry, setEntry, areaChoice, mobileAllowed, destination } = useAccountEntry(() => clear("account"));
  const { code, password, repeat } = fields;


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({
      account: entryProblem(entry),
      code: codeProblem(code),
      password: passwordProblem(password),
      repeat: repeatProblem(password, repeat),
    });
    if (!valid || !destination) return;
    try {
      await forgetPassword({
        type: destination.type,
        account: destination.to,
        area_id: destination.area_id,
        new_password: password,
        secondary_password: repeat,
        auth_code: code,
      });
      void router.navigate({ to: "/login", search: { from }, replace: true });
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
        <NewPasswordFields ids={FIELD_IDS} value={fields} onChange={setFields} error={shown}
          destination={destination} purpose={CODE_PURPOSE_RESET} />
        <button type="submit" className="button-primary" data-testid="forgot-submit">
          <Trans>Reset password</Trans>
        </button>
      </form>
    </div>
  );
}
