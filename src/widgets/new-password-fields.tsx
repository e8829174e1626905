import type { Dispatch, SetStateAction } from "react";
import { useLingui } from "@lingui/react/macro";
import type { CodeDestination } from "#api/notify.ts";
import type { CodePurpose } from "#domain/account.ts";
import { CodeInput } from "./code-input.tsx";
import { Field } from "#ui/field.tsx";
import { PasswordInput } from "#ui/password-input.tsx";

export interface NewPassword {
  code: string;
  password: string;
  repeat: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { code: "", password: "", repeat: "" };

interface NewPasswordFieldsProps {
  /** The input ids; each field's message is found by `${id}-error`. */
  ids: NewPassword;
  value: NewPassword;
  onChange: Dispatch<SetStateAction<NewPassword>>;
  error: (key: keyof NewPassword) => string | null;
  /** Where the code goes; null while the form holds no usable address yet. */
  destination: CodeDestination | null;
  purpose: CodePurpose;
}

/** A sent code and the new password twice, as the forgotten and the reset password forms ask for them. */
export function NewPasswordFields({ ids, value, onChange, error, destination, purpose }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const set = (key: keyof NewPassword) => (text: string) => onChange((previous) => ({ ...previous, [key]: text }));
  return (
    <>
      <Field label={t`Verification code`} inputId={ids.code} error={error("code")}>
        <CodeInput id={ids.code} value={value.code} onChange={set("code")} destination={destination} purpose={purpose} />
      </Field>
      <Field label={t`New password`} inputId={ids.password} error={error("password")}>
        <PasswordInput id={ids.password} value={value.password} onChange={set("password")} autoComplete="new-password" />
      </Field>
      <Field label={t`Repeat new password`} inputId={ids.repeat} error={error("repeat")}>
        <PasswordInput id={ids.repeat} value={value.repeat} onChange={set("repeat")} autoComplete="new-password" />
      </Field>
    </>
  );
}
