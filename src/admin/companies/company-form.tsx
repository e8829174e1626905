import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COMPANY_STATUSES, COMPANY_TYPES, type CompanyStatus, type CompanyType } from "#domain/company.ts";
import type { CompanyInput } from "#domain/contract/company.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { uploadLogo } from "../api/company-calls.ts";
import { errorText } from "../api/error-text.ts";
import { FormActions } from "../common/form-actions.tsx";
import { Notice } from "../common/notice.tsx";
import { PictureField } from "../common/picture-field.tsx";
import {
  companyInput,
  companyMaxLength,
  companyProblems,
  isSuspended,
  type CheckedField,
  type CompanyFormValues,
  type CompanyTextField,
} from "./company-form-values.ts";
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS } from "./company-labels.ts";

interface CompanyFormProps {
  heading: ReactNode;
  initial: CompanyFormValues;
  /** Sends the company; a refusal (the server's translated msg) is shown in the form, which stays open. */
  onSave: (input: CompanyInput) => Promise<void>;
  onCancel: () => void;
}

const isChecked = (field: CompanyTextField): field is CheckedField => ["name", "url", "email", "loss_url"].includes(field);

/** A company as visitors will see it when they pick it, its kind, and whether it still serves its users. */
export function CompanyForm({ heading, initial, onSave, onCancel }: CompanyFormProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const problems = useFormProblems<CheckedField>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<CompanyFormValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problems.accept(companyProblems(values))) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(companyInput(values));
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  // The label names the input alone; its hint and problem describe it, so "Name" is not also "Legal entity … name …".
  const text = (field: CompanyTextField, label: ReactNode, hint?: ReactNode, type: "text" | "url" | "email" = "text") => {
    const problem = isChecked(field) ? problems.shown(field) : null;
    const id = `${formId}-${field}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type={type} value={values[field]} maxLength={companyMaxLength(field)} dir="auto" autoComplete="off" aria-invalid={problem !== null}
          aria-describedby={`${id}-hint ${id}-problem`}
          onChange={(e) => {
            change({ [field]: e.currentTarget.value });
            if (isChecked(field)) problems.clear(field);
          }} />
        {hint && <small id={`${id}-hint`} className="field-hint">{hint}</small>}
        {problem && <small id={`${id}-problem`} className="field-problem">{problem}</small>}
      </div>
    );
  };

  const choice = <Value extends number>(id: string, label: ReactNode, hint: ReactNode, value: Value, options: readonly { value: Value; label: string }[], onPick: (value: Value) => void) => (
    <div className="field">
      <label htmlFor={`${formId}-${id}`}>{label}</label>
      <select id={`${formId}-${id}`} value={value} aria-describedby={`${formId}-${id}-hint`} onChange={(e) => onPick(Number(e.currentTarget.value) as Value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <small id={`${formId}-${id}-hint`} className="field-hint">{hint}</small>
    </div>
  );

  return (
    <form className="panel company-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{heading}</h2>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="company-fields">
        {text("name", <Trans>Name</Trans>, <Trans>As visitors see it when they choose their company.</Trans>)}
        {text("subject", <Trans>Legal entity</Trans>, <Trans>The registered name of the company, as on its licence.</Trans>)}
        {text("url", <Trans>Website</Trans>, <Trans>Starts with http:// or https://.</Trans>, "url")}
        {text("email", <Trans>Contact e-mail</Trans>, undefined, "email")}
        {text("registered_address", <Trans>Registered address</Trans>)}
        {text("location", <Trans>Office address</Trans>)}
        {choice("type", <Trans>Type</Trans>, <Trans>A broker deals with its clients itself; an introducing broker passes them on.</Trans>, values.type,
          COMPANY_TYPES.map((type) => ({ value: type, label: i18n._(COMPANY_TYPE_LABELS[type]) })), (type: CompanyType) => change({ type }))}
        {choice("status", <Trans>Status</Trans>, <Trans>Companies are never deleted: suspend one to send its users elsewhere.</Trans>, values.status,
          COMPANY_STATUSES.map((status) => ({ value: status, label: i18n._(COMPANY_STATUS_LABELS[status]) })), (status: CompanyStatus) => change({ status }))}
        {isSuspended(values) &&
          text("loss_url", <Trans>Where its users are sent</Trans>, <Trans>The address the company's users are sent to when they open the app (http:// or https://).</Trans>, "url")}
        <PictureField
          url={values.logo}
          onChange={(logo) => change({ logo })}
          upload={uploadLogo}
          labels={{ field: t`Logo (optional)`, picture: t`Logo`, choose: t`Choose a logo`, remove: t`Remove the logo` }}
        />
      </div>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
