import { useState, type FormEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { useSnapshot } from "valtio";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodeDestination } from "#api/notify.ts";
import { amendPassword } from "#api/user.ts";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_RESET } from "#domain/account.ts";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser, sessionState, signOut } from "#state/session.ts";
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from "#widgets/new-password-fields.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { codeProblem, passwordProblem, repeatProblem } from "#forms/password-checks.ts";
import { useAreaCodes } from "#data/account/facade.ts";
import { formatPhone } from "#domain/format/format-phone.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { ONLY_REAL_ACCOUNT } from "#widgets/real-only.ts";
import { useStepUp } from "#widgets/step-up/use-step-up.tsx";

const FIELD_IDS = { code: "password-code", password: "password-new", repeat: "password-repeat" };

/** The user's own address: the code can only go there. */
function ownDestination(user: User): CodeDestination | null {
  if (user.email) return { type: ACCOUNT_EMAIL, to: user.email };
  if (user.mobile && user.area_id !== null) return { type: ACCOUNT_MOBILE, to: user.mobile, area_id: user.area_id };
  return null;
}

function PasswordForm({ user }: { user: User }) {
  const router = useRouter();
  const areas = useAreaCodes();
  const [fields, setFields] = useState(EMPTY_NEW_PASSWORD);
  const { shown, accept } = useFormProblems<"code" | "password" | "repeat">();
  const { withStepUp, stepUpSheet } = useStepUp();
  const { code, password, repeat } = fields;
  const destination = ownDestination(user);
  const address = destination?.type === ACCOUNT_EMAIL ? destination.to : formatPhone(destination?.to ?? "", user.area_id, areas);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = accept({ code: codeProblem(code), password: passwordProblem(password), repeat: repeatProblem(password, repeat) });
    if (!valid || !destination) return;
    try {
      const fields = { type: destination.type, new_password: password, secondary_password: repeat, auth_code: code };
      await withStepUp((headers) => amendPassword(fields, headers));
      // A new password ends every session of the account, this one included.
      signOut();
      void router.navigate({ to: "/login", replace: true });
    } catch {
      // The server's reason is on screen.
    }
  };

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
        <p className="muted"><Trans>We will send a code to <span className="num" dir="ltr">{address}</span>.</Trans></p>
        <NewPasswordFields ids={FIELD_IDS} value={fields} onChange={setFields} error={shown}
          destination={destination} purpose={CODE_PURPOSE_RESET} />
        <button type="submit" className="button-primary" data-testid="password-submit">
          <Trans>Reset password</Trans>
        </button>
      </form>
      {stepUpSheet}
    </>
  );
}

/** /mine/password: a new password for the logged-in real user, confirmed by a code (not for demo users). */
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
