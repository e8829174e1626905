import { useLingui } from "@lingui/react/macro";
import { EXPIRY_AT, EXPIRY_GTC, EXPIRY_TODAY, type ExpiryChoice } from "#domain/trading/expiry.ts";
import { Field } from "./field.tsx";

export interface ExpiryValue {
  choice: ExpiryChoice;
  /** The date and time as the datetime-local input holds it (the device's time zone), for EXPIRY_AT. */
  at: string;
}

export const GOOD_TILL_CANCELLED: ExpiryValue = { choice: EXPIRY_GTC, at: "" };

/** Unix seconds of the chosen date and time, or undefined when none is (or can be) read. */
export function expiresAtOf(value: ExpiryValue): number | undefined {
  if (value.choice !== EXPIRY_AT || value.at === "") return undefined;
  const ms = new Date(value.at).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** The datetime-local text of an ISO instant, in the device's time zone, to the second. */
export function localDateTimeText(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 19);
}

interface ExpiryFieldProps {
  idPrefix: string;
  value: ExpiryValue;
  error?: string | null;
  onChange: (value: ExpiryValue) => void;
}

/** When a pending order stops waiting: good till cancelled, the end of the trading day (00:00 UTC), or a date and time. */
export function ExpiryField({ idPrefix, value, error, onChange }: ExpiryFieldProps) {
  const { t } = useLingui();
  const choices: { choice: ExpiryChoice; label: string }[] = [
    { choice: EXPIRY_GTC, label: t`Good till cancelled` },
    { choice: EXPIRY_TODAY, label: t`End of day (00:00 UTC)` },
    { choice: EXPIRY_AT, label: t`Date and time` },
  ];
  return (
    <Field label={t`Expiry`} inputId={`${idPrefix}-expiry`} error={error}>
      <select id={`${idPrefix}-expiry`} className="field-input" value={value.choice} data-testid={`${idPrefix}-expiry`}
        onChange={(e) => onChange({ ...value, choice: Number(e.target.value) as ExpiryChoice })}>
        {choices.map((item) => <option key={item.choice} value={item.choice}>{item.label}</option>)}
      </select>
      {value.choice === EXPIRY_AT && (
        <input type="datetime-local" step={1} className="field-input" aria-label={t`Expires at`} value={value.at} data-testid={`${idPrefix}-expires-at`}
          onChange={(e) => onChange({ ...value, at: e.target.value })} />
      )}
    </Field>
  );
}
