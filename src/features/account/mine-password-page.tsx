import { useState, type FormEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { useSnapshot } from "valtio";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CodeDestination } from "../../api/notify.ts";
import { amendPassword } from "../../api/user.ts";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_RESET, type User } from "../../domain/account.ts";
import { isDemoUser, sessionState, signOut } from "../../state/session.ts";
import { CodeInput } from "../../ui/code-input.tsx";
import { Field } from "../../ui/field.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { codeProblem, passwordProblem, repeatProblem } from "../../ui/password-checks.ts";
import { formatPhone, useAreaCodes } from "../../ui/use-area-codes.ts";
import { ONLY_REAL_ACCOUNT } from "./real-only.ts";

type Problems = Partial<Record<"code" | "password" | "repeat", MessageDescriptor>>;

/** The user's own address: the code can only go there. */
function ownDestination(user: User): CodeDestination | null {
  if (user.email) return { type: ACCOUNT_EMAIL, to: user.email };
  if (user.mobile && user.area_id !== null) return { type: ACCOUNT_MOBILE, to: user.mobile, area_id: user.area_id };
  return null;
}

function PasswordForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const areas = useAreaCodes();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const destination = ownDestination(user);
  const address = destination?.type === ACCOUNT_EMAIL ? destination.to : formatPhone(destination?.to ?? "", user.area_id, areas);
  const shown = (key: keyof Problems) => (problems[key] ? i18n._(problems[key]) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      code: codeProblem(code) ?? undefined,
      password: passwordProblem(password) ?? undefined,
      repeat: repeatProblem(password, repeat) ?? undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || !destination) return;
    try {
      await amendPassword({ type: destination.type, new_password: password, secondary_password: repeat, auth_code: code });
      // A new password ends every session of the account, this one included.
      signOut();
      void router.navigate({ to: "/login", replace: true });
    } catch {
      // The server's reason is on screen.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
      <p className="muted"><Trans>We will send a code to <span className="num" dir="ltr">{address}</span>.</Trans></p>
      <Field label={t`Verification code`} inputId="password-code" error={shown("code")}>
        <CodeInput id="password-code" value={code} onChange={setCode}
          destination={destination} purpose={CODE_PURPOSE_RESET} />
      </Field>
      <Field label={t`New password`} inputId="password-new" error={shown("password")}>
        <PasswordInput id="password-new" value={password} onChange={setPassword} autoComplete="new-password" />
      </Field>
      <Field label={t`Repeat new password`} inputId="password-repeat" error={shown("repeat")}>
        <PasswordInput id="password-repeat" value={repeat} onChange={setRepeat} autoComplete="new-password" />
      </Field>
      <button type="submit" className="button-primary" data-testid="password-submit">
        <Trans>Reset password</Trans>
      </button>
    </form>
  );
}

/** /mine/password: a new password for the logged-in real user, confirmed by a code (SPEC §2, §6). */
export function MinePasswordPage() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  return (
    <div className="page">
      <PageHeader title={t`Reset password`} />
      {user && isDemoUser(user) && <p className="empty-note" data-testid="only-real">{i18n._(ONLY_REAL_ACCOUNT)}</p>}
      {user && !isDemoUser(user) && <PasswordForm user={user} />}
    </div>
  );
}
