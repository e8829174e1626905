import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { LANGUAGES } from "#domain/locales.ts";
import type { NewsTextValues } from "./news-form-values.ts";

interface NewsTextFieldsProps {
  text: NewsTextValues;
  problems: { title: MessageDescriptor | null; content: MessageDescriptor | null } | undefined;
  onChange: (text: NewsTextValues) => void;
  /** Absent for the last text left: an article has at least one. */
  onRemove?: () => void;
}

/** One language's title, summary and Markdown body, written in that language's direction. */
export function NewsTextFields({ text, problems, onChange, onRemove }: NewsTextFieldsProps) {
  const { i18n } = useLingui();
  const language = LANGUAGES.find((l) => l.value === text.lang)!;
  const id = (field: string) => `news-${text.lang}-${field}`;
  const edit = (change: Partial<NewsTextValues>) => onChange({ ...text, ...change });
  return (
    <fieldset className="news-text" lang={language.locale} dir={language.dir} data-testid={`news-text-${text.lang}`}>
      <legend>{language.label}</legend>
      <label className="field" htmlFor={id("title")}>
        <span><Trans>Title</Trans></span>
        <input id={id("title")} value={text.title} maxLength={200} aria-invalid={Boolean(problems?.title)} onChange={(e) => edit({ title: e.currentTarget.value })} />
        {problems?.title && <small className="field-problem">{i18n._(problems.title)}</small>}
      </label>
      <label className="field" htmlFor={id("desc")}>
        <span><Trans>Summary (shown in the list)</Trans></span>
        <textarea id={id("desc")} value={text.desc} maxLength={500} rows={2} onChange={(e) => edit({ desc: e.currentTarget.value })} />
      </label>
      <label className="field" htmlFor={id("content")}>
        <span><Trans>Article (Markdown: ## heading, **bold**, - list, [link](https://…))</Trans></span>
        <textarea id={id("content")} className="mono" value={text.content} maxLength={50_000} rows={10} aria-invalid={Boolean(problems?.content)}
          onChange={(e) => edit({ content: e.currentTarget.value })} />
        {problems?.content && <small className="field-problem">{i18n._(problems.content)}</small>}
      </label>
      {onRemove && <button type="button" onClick={onRemove}><Trans>Remove this language</Trans></button>}
    </fieldset>
  );
}
