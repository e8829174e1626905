import type { FormEvent, ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import "./search-form.css";

interface SearchFormProps {
  /** What to type, e.g. "Company name". */
  label: ReactNode;
  /** The search shown, as the hash holds it. */
  initial: string;
  busy: boolean;
  /** Gets the trimmed text; an empty one only when `allowEmpty` (e.g. to list everything again). */
  onSearch: (text: string) => void;
  allowEmpty?: boolean;
  /** "ltr" for ids, e-mail addresses and numbers; "auto" for names. */
  dir: "ltr" | "auto";
}

/** The search box of a back-office list: one field and a button, sent with Enter too. */
export function SearchForm({ label, initial, busy, onSearch, allowEmpty = false, dir }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (text || allowEmpty) onSearch(text);
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label className="field">
        <span>{label}</span>
        <input name="q" type="search" defaultValue={initial} autoComplete="off" spellCheck={false} dir={dir} />
      </label>
      <button type="submit" className="primary" disabled={busy}><Trans>Search</Trans></button>
    </form>
  );
}
