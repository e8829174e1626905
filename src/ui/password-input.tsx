import { useState, type InputHTMLAttributes } from "react";
import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-static";
import { SvgIcon } from "./svg-icon.tsx";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
};

/** A password box whose eye button shows the typed text, for checking it on a phone keyboard. */
export function PasswordInput({ value, onChange, ...input }: PasswordInputProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <>
      <input {...input} className="field-input" type={shown ? "text" : "password"} value={value}
        onChange={(e) => onChange(e.target.value)} autoCapitalize="off" autoCorrect="off" spellCheck={false} />
      <button type="button" className="field-adornment" onClick={() => setShown(!shown)}
        aria-label={shown ? t`Hide password` : t`Show password`} aria-pressed={shown}>
        <SvgIcon svg={shown ? EyeOff : Eye} />
      </button>
    </>
  );
}
