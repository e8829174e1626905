import { useLingui } from "@lingui/react/macro";
import { Field } from "#ui/field.tsx";

interface FactorCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The log-in and the step-up take a recovery code too; turning the app on takes only its own code. */
  recovery?: boolean;
}

/** The box for the authenticator app's six digits (or a recovery code), filled by the phone's one-time-code suggestion where it has one. */
export function FactorCodeField({ id, value, onChange, error, recovery = false }: FactorCodeFieldProps) {
  const { t } = useLingui();
  return (
    <Field label={recovery ? t`Authenticator code or recovery code` : t`Authenticator code`} inputId={id} error={error}>
      <input id={id} className="field-input num" value={value} onChange={(e) => onChange(e.target.value.trim())}
        inputMode={recovery ? "text" : "numeric"} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false}
        maxLength={32} dir="ltr" data-testid={id} />
    </Field>
  );
}
