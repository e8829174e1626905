import { useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { LANGUAGES, type LanguageCode } from "#domain/locales.ts";
import { setLanguage } from "#i18n/language.ts";
import { localeState } from "#state/locale.ts";
import { goBack } from "#routing/go-back.ts";
import { PageHeader } from "#routing/page-header.tsx";
import "./language.css";

/** /language: the 15 languages, each in its own name; a tap switches and goes back. */
export function LanguagePage() {
  const { t } = useLingui();
  const router = useRouter();
  const { lang } = useSnapshot(localeState);
  const [switching, setSwitching] = useState<LanguageCode | null>(null);

  const choose = async (code: LanguageCode) => {
    setSwitching(code);
    await setLanguage(code);
    setSwitching(null);
    goBack(router);
  };

  return (
    <div className="page">
      <PageHeader title={t`Language`} />
      <ul className="menu-list">
        {LANGUAGES.map((l) => (
          <li key={l.value}>
            <button type="button" className="menu-row" aria-current={l.value === lang || undefined}
              disabled={switching !== null} onClick={() => void choose(l.value)} data-testid="language-option" data-lang={l.value}>
              <img className="language-flag" src={`/logos/flag-${l.flag}.svg`} width={24} height={24} alt=""
                loading="lazy" onError={(e) => e.currentTarget.remove()} />
              <span lang={l.locale} className="menu-label">{l.label}</span>
              {l.value === lang && <span className="language-check" aria-hidden="true">✓</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
