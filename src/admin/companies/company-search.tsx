import type { FormEvent } from "react";
import { Trans } from "@lingui/react/macro";

interface CompanySearchProps {
  /** The name searched for, as the hash holds it. */
  initial: string;
  busy: boolean;
  /** "" lists every company again. */
  onSearch: (name: string) => void;
}

/** Finds companies by any part of their name, in any case. */
export function CompanySearch({ initial, busy, onSearch }: CompanySearchProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get("name") ?? "").trim());
  };
  return (
    <form className="company-search" role="search" onSubmit={submit}>
      <label className="field">
        <span><Trans>Company name</Trans></span>
        <input name="name" type="search" defaultValue={initial} autoComplete="off" dir="auto" />
      </label>
      <button type="submit" className="primary" disabled={busy}><Trans>Search</Trans></button>
    </form>
  );
}
