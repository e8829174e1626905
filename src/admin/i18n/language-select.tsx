import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { LANGUAGES, type LanguageCode } from "#domain/locales.ts";
import { currentAdminLanguage, setAdminLanguage } from "./admin-language.ts";

/** The 15 interface languages, each in its own name. */
export function LanguageSelect() {
  const { t } = useLingui();
  const [pending, setPending] = useState<LanguageCode | null>(null);

  const choose = async (code: LanguageCode) => {
    setPending(code);
    await setAdminLanguage(code);
    setPending(null);
  };

  return (
    <select className="language-select" aria-label={t`Language`} value={pending ?? currentAdminLanguage()}
      onChange={(e) => void choose(e.currentTarget.value as LanguageCode)}>
      {LANGUAGES.map((l) => (
        <option key={l.value} value={l.value} lang={l.locale}>{l.label}</option>
      ))}
    </select>
  );
}
