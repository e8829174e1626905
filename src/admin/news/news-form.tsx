import { useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NewsInput } from "#domain/contract/news.ts";
import { LANGUAGES, type LanguageCode } from "#domain/locales.ts";
import { NEWS_CATEGORIES, type NewsCategory } from "#domain/news.ts";
import { errorText } from "../api/error-text.ts";
import { uploadCover } from "../api/news-calls.ts";
import { FormActions } from "../common/form-actions.tsx";
import { Notice } from "../common/notice.tsx";
import { PictureField } from "../common/picture-field.tsx";
import { hasProblems, newsInput, newsProblems, withText, type NewsFormValues, type NewsTextValues, type Publishing } from "./news-form-values.ts";
import { NEWS_CATEGORY_LABELS } from "./news-labels.ts";
import { NewsTextFields } from "./news-text-fields.tsx";

interface NewsFormProps {
  heading: ReactNode;
  initial: NewsFormValues;
  /** Sends the article; a refusal (the server's translated msg) is shown in the form, which stays open. */
  onSave: (input: NewsInput) => Promise<void>;
  onCancel: () => void;
}

/** An article in every language it is written in, its category, cover and when it goes out. */
export function NewsForm({ heading, initial, onSave, onCancel }: NewsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = newsProblems(values);
  const shown = checked ? problems : null;
  const unused = LANGUAGES.filter((l) => !values.texts.some((text) => text.lang === l.value));

  const change = (next: Partial<NewsFormValues>) => setValues((v) => ({ ...v, ...next }));
  const changeText = (lang: LanguageCode, text: NewsTextValues) => change({ texts: values.texts.map((one) => (one.lang === lang ? text : one)) });
  const removeText = (lang: LanguageCode) => change({ texts: values.texts.filter((one) => one.lang !== lang) });
  const addText = (lang: LanguageCode | "") => lang && setValues((v) => withText(v, lang));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasProblems(problems)) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(newsInput(values, new Date()));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const publishingChoice = (value: Publishing, label: ReactNode) => (
    <label className="check">
      <input type="radio" name="publishing" checked={values.publishing === value} onChange={() => change({ publishing: value })} />
      <span>{label}</span>
    </label>
  );

  return (
    <form className="panel news-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{heading}</h2>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="news-settings">
        <label className="field">
          <span><Trans>Category</Trans></span>
          <select value={values.category} onChange={(e) => change({ category: Number(e.currentTarget.value) as NewsCategory })}>
            {NEWS_CATEGORIES.map((c) => <option key={c} value={c}>{i18n._(NEWS_CATEGORY_LABELS[c])}</option>)}
          </select>
        </label>
        <fieldset className="field news-publishing">
          <legend><Trans>Publishing</Trans></legend>
          {publishingChoice("draft", <Trans>Keep as a draft</Trans>)}
          {publishingChoice("now", <Trans>Publish when saved</Trans>)}
          {publishingChoice("at", <Trans>Publish at</Trans>)}
          {values.publishing === "at" && (
            <input type="datetime-local" aria-label={t`Publish at`} value={values.publishAt} aria-invalid={Boolean(shown?.publishAt)}
              onChange={(e) => change({ publishAt: e.currentTarget.value })} />
          )}
          {shown?.publishAt && <small className="field-problem">{i18n._(shown.publishAt)}</small>}
        </fieldset>
        <PictureField
          url={values.logo}
          onChange={(logo) => change({ logo })}
          upload={uploadCover}
          labels={{ field: t`Cover picture (optional)`, picture: t`Cover picture`, choose: t`Choose a cover picture`, remove: t`Remove the cover` }}
        />
      </div>
      {shown?.fallback && <Notice tone="error">{i18n._(shown.fallback)}</Notice>}
      {values.texts.map((text) => (
        <NewsTextFields key={text.lang} text={text} problems={shown?.texts[text.lang]} onChange={(next) => changeText(text.lang, next)}
          onRemove={values.texts.length > 1 ? () => removeText(text.lang) : undefined} />
      ))}
      {unused.length > 0 && (
        <label className="field news-add-language">
          <span><Trans>Add a language</Trans></span>
          <select value="" onChange={(e) => addText(e.currentTarget.value as LanguageCode | "")}>
            <option value="">—</option>
            {unused.map((l) => <option key={l.value} value={l.value}>{l.label}</option>)}
          </select>
        </label>
      )}
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
