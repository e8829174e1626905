import type { FormEvent } from "react";
import { Trans } from "@lingui/react/macro";

interface UserSearchProps {
  /** The search shown, as the hash holds it. */
  initial: string;
  busy: boolean;
  onSearch: (q: string) => void;
}

/** The one box an operator finds a user with: a uid, an e-mail address or a mobile number. */
export function UserSearch({ initial, busy, onSearch }: UserSearchProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (q) onSearch(q);
  };
  return (
    <form className="user-search" role="search" onSubmit={submit}>
      <label className="field">
        <span><Trans>UID, e-mail or mobile number</Trans></span>
        <input name="q" type="search" defaultValue={initial} autoComplete="off" spellCheck={false} dir="ltr" />
      </label>
      <button type="submit" className="primary" disabled={busy}><Trans>Search</Trans></button>
    </form>
  );
}
