import { useCallback, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { addPasskey, fetchPasskeys, removePasskey, renamePasskey } from "../api/passkey-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice, type NoticeText } from "../common/notice.tsx";
import { useLoaded } from "../common/use-loaded.ts";
import { PasskeyRow } from "./passkey-row.tsx";

/**
 * The operator's own passkeys: added (the password typed again first), renamed and removed (the
 * password again). With one, the password log-in asks for it instead of the authenticator code,
 * and it signs in alone.
 */
export function SecurityScreen() {
  const { t } = useLingui();
  const { answer: passkeys, error, reload } = useLoaded(useCallback(() => fetchPasskeys(), []));
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ tone: "ok", text: done });
      reload();
    } catch (failure) {
      const text = errorText(failure);
      setNotice(text ? { tone: "error", text } : null);
    } finally {
      setBusy(false);
    }
  };

  /** Runs a change that takes the password again, once it is typed. */
  const withPassword = (work: () => Promise<unknown>, done: string) => {
    if (password) void run(work, done);
    else setNotice({ tone: "error", text: t`Type your password first.` });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNotice({ tone: "error", text: t`Name the passkey first.` });
      return;
    }
    withPassword(async () => {
      await addPasskey(name.trim(), password);
      setName("");
    }, t`The passkey is added.`);
  };

  const loadProblem = error ? errorText(error) : null;
  return (
    <section className="panel" aria-labelledby="security-title">
      <h1 id="security-title"><Trans>Your passkeys</Trans></h1>
      <p><Trans>A passkey signs you in alone, and once you have one the password sign-in asks for it instead of the authenticator code.</Trans></p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {loadProblem && <Notice tone="error">{loadProblem}</Notice>}
      <form className="search-form" onSubmit={add} noValidate>
        <label className="field">
          <span><Trans>Your password, asked again to add or remove a passkey</Trans></span>
          <input id="operator-password-again" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <label className="field">
          <span><Trans>Name of the new passkey</Trans></span>
          <input id="operator-passkey-name" maxLength={64} placeholder={t`For example: office laptop`} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" className="primary" data-testid="operator-passkey-add" disabled={busy}><Trans>Add a passkey</Trans></button>
      </form>
      {passkeys && passkeys.length === 0 && <p><Trans>You have no passkey yet.</Trans></p>}
      {passkeys && passkeys.length > 0 && (
        <table className="records">
          <thead>
            <tr>
              <th><Trans>Name</Trans></th>
              <th><Trans>Added</Trans></th>
              <th><Trans>Last used</Trans></th>
              <th><Trans>Actions</Trans></th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                busy={busy}
                onRename={(next) => void run(() => renamePasskey(passkey.id, next), t`The passkey is renamed.`)}
                onRemove={() => withPassword(() => removePasskey(passkey.id, password), t`The passkey is removed.`)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
