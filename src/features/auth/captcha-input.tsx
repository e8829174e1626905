import { useLingui } from "@lingui/react/macro";
import type { Captcha } from "#domain/contract/accounts.ts";

interface CaptchaInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  captcha: Captcha | null;
  onRefresh: () => void;
}

/** The answer box and the captcha image; a tap on the image brings a new one. */
export function CaptchaInput({ id, value, onChange, captcha, onRefresh }: CaptchaInputProps) {
  const { t } = useLingui();
  return (
    <>
      <input id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value.trim())}
        autoComplete="off" autoCapitalize="off" spellCheck={false} data-testid="captcha-input" />
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t`New image`} data-testid="captcha-refresh">
        {captcha && <img src={captcha.b64s} alt={t`Captcha image`} height={40} />}
      </button>
    </>
  );
}
