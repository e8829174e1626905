import { useLingui } from "@lingui/react/macro";
import { Field } from "#ui/field.tsx";
import { BANK_FIELDS, type BankEntry, type BankFieldName } from "./bank-fields.ts";

/** The bank account's fields; the first problem (an empty required field) shows under the first field. */
export function BankInputs({ entry, onChange, error }: { entry: BankEntry; onChange: (name: BankFieldName, value: string) => void; error: string | null }) {
  const { i18n } = useLingui();
  return BANK_FIELDS.map((field, index) => (
    <Field key={field.name} label={i18n._(field.label)} inputId={`bank-${field.name}`} error={index === 0 ? error : null}>
      <input id={`bank-${field.name}`} className="field-input" value={entry[field.name]} maxLength={field.maxLength}
        dir={"ltr" in field ? "ltr" : undefined} autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
        onChange={(e) => onChange(field.name, e.target.value)} data-testid={`bank-${field.name}`} />
    </Field>
  ));
}
