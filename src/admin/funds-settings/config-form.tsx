import { useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { errorText } from "../api/error-text.ts";
import { FormActions } from "../common/form-actions.tsx";
import { Notice } from "../common/notice.tsx";
import { fieldMaxLength, type ConfigFormSpec, type ConfigValues, type FieldSpec } from "./config-form-spec.ts";

interface ConfigFormProps<Field extends string, Input> {
  heading: ReactNode;
  spec: ConfigFormSpec<Field, Input>;
  initial: ConfigValues<Field>;
  /** Sends the input; a refusal (the server's translated msg) is shown in the form, which stays open. */
  onSave: (input: Input) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a coin channel or wire bank account, checked as the server will before it is sent. */
export function ConfigForm<Field extends string, Input>({ heading, spec, initial, onSave, onCancel }: ConfigFormProps<Field, Input>) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const problems = useFormProblems<Field>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (key: Field, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    problems.clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problems.accept(spec.problems(values))) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(spec.input(values));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const input = (field: FieldSpec<Field>) => {
    if (field.choices) {
      return (
        <select id={`config-${field.key}`} value={values[field.key]} onChange={(e) => edit(field.key, e.currentTarget.value)}>
          {!field.choices.some((choice) => choice.value === values[field.key]) && <option value="" disabled>—</option>}
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>{typeof choice.label === "string" ? choice.label : i18n._(choice.label)}</option>
          ))}
        </select>
      );
    }
    const shared = {
      id: `config-${field.key}`,
      value: values[field.key],
      maxLength: fieldMaxLength(spec, field.key),
      placeholder: field.placeholder,
      className: field.mono ? "mono" : undefined,
      // Addresses and codes are Latin whatever the operator's language: each field takes its text's direction.
      dir: "auto",
      "aria-invalid": problems.shown(field.key) !== null,
      onChange: (e: { currentTarget: { value: string } }) => edit(field.key, e.currentTarget.value),
    };
    return field.multiline ? <textarea rows={2} {...shared} /> : <input inputMode={field.inputMode} autoComplete="off" spellCheck={false} {...shared} />;
  };

  return (
    <form className="panel config-form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{heading}</h3>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="config-fields">
        {spec.fields.filter((field) => field.applies?.(values) ?? true).map((field) => (
          <label key={field.key} className={field.multiline ? "field field-wide" : "field"}>
            <span>{i18n._(field.label)}</span>
            {input(field)}
            {problems.shown(field.key) && <small className="field-problem">{problems.shown(field.key)}</small>}
          </label>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={values.enabled} onChange={(e) => setValues((v) => ({ ...v, enabled: e.currentTarget.checked }))} />
        <span><Trans>Open: users can choose it (clear to close it)</Trans></span>
      </label>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
