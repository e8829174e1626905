import { useId, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SiteSettings } from "#domain/contract/company.ts";
import { fetchSiteSettings, saveSiteSettings } from "../api/company-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice, type NoticeText } from "../common/notice.tsx";
import { useLoaded } from "../common/use-loaded.ts";
import { complaintEmailMaxLength, emailProblem, siteSettingsInput, siteSettingsValues, type SiteSettingsValues } from "./company-form-values.ts";

/** Main-company mode and the complaint e-mail: what getBasicInfo tells every visitor, changed without a restart. */
export function SiteSettingsSection() {
  const titleId = useId();
  const loaded = useLoaded(fetchSiteSettings);
  const problem = loaded.error ? errorText(loaded.error) : null;
  return (
    <section className="panel site-settings" aria-labelledby={titleId}>
      <h2 id={titleId}><Trans>Site settings</Trans></h2>
      {problem && <Notice tone="error">{problem}</Notice>}
      {!loaded.answer && loaded.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {loaded.answer && <SiteSettingsForm saved={loaded.answer} />}
    </section>
  );
}

function SiteSettingsForm({ saved }: { saved: SiteSettings }) {
  const { t, i18n } = useLingui();
  const emailId = useId();
  const [values, setValues] = useState(() => siteSettingsValues(saved));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<NoticeText | null>(null);
  const emailWrong = checked ? emailProblem(values.complaintEmail) : null;

  const change = (next: Partial<SiteSettingsValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem(values.complaintEmail)) return;
    setBusy(true);
    try {
      setValues(siteSettingsValues(await saveSiteSettings(siteSettingsInput(values))));
      setOutcome({ tone: "ok", text: t`Site settings saved.` });
    } catch (error) {
      const text = errorText(error);
      setOutcome(text ? { tone: "error", text } : null);
    }
    setBusy(false);
  };

  return (
    <form className="site-settings-form" onSubmit={(e) => void submit(e)} noValidate>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <label className="check">
        <input type="checkbox" role="switch" checked={values.mainCompanyMode} onChange={(e) => change({ mainCompanyMode: e.currentTarget.checked })} />
        <span><Trans>Main-company mode: visitors search companies instead of instruments on the search page</Trans></span>
      </label>
      <div className="field">
        <label htmlFor={emailId}><Trans>Complaint e-mail (optional)</Trans></label>
        <input id={emailId} aria-describedby={`${emailId}-hint ${emailId}-problem`} type="email" value={values.complaintEmail} maxLength={complaintEmailMaxLength} dir="ltr" autoComplete="off" aria-invalid={emailWrong !== null}
          onChange={(e) => change({ complaintEmail: e.currentTarget.value })} />
        <small id={`${emailId}-hint`} className="field-hint"><Trans>Shown to users who want to complain; leave it empty to show none.</Trans></small>
        {emailWrong && <small id={`${emailId}-problem`} className="field-problem">{i18n._(emailWrong)}</small>}
      </div>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}><Trans>Save site settings</Trans></button>
      </div>
    </form>
  );
}
