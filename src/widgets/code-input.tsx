import { useLingui } from "@lingui/react/macro";
import { destinationKey, sendCode, type CodeDestination } from "#api/notify.ts";
import { CODE_LENGTH, CODE_RESEND_SECONDS, type CodePurpose } from "#domain/account.ts";
import { CountdownButton } from "#ui/countdown-button.tsx";

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the code goes; null while the form holds no usable address yet. */
  destination: CodeDestination | null;
  purpose: CodePurpose;
}

/** The 6-digit verification code box with its send button (resend after 60 s). */
export function CodeInput({ id, value, onChange, destination, purpose }: CodeInputProps) {
  const { t } = useLingui();
  return (
    <>
      <input id={id} className="field-input num" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH}
        value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))} placeholder={t`6-digit code`}
        data-testid="code-input" />
      <CountdownButton countdownKey={destinationKey(destination, purpose)} seconds={CODE_RESEND_SECONDS}
        onSend={destination ? () => sendCode(destination, purpose) : undefined} testId="send-code" />
    </>
  );
}
