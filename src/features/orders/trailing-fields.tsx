import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { Field } from "#ui/field.tsx";
import { trailingPreview, type TrailingErrors, type TrailingInput } from "./trailing-check.ts";

interface TrailingFieldsProps {
  order: Order;
  value: TrailingInput;
  errors: TrailingErrors;
  onChange: (value: TrailingInput) => void;
}

/** The trailing stop's distance and step in points, with where it would move the stop loss. */
export function TrailingFields({ order, value, errors, onChange }: TrailingFieldsProps) {
  const { t } = useLingui();
  const preview = trailingPreview(order, value);
  return (
    <>
      <Field label={t`Trailing stop, points`} inputId="stops-trail" error={errors.points}>
        <input id="stops-trail" className="field-input num" inputMode="numeric" autoComplete="off" value={value.points}
          onChange={(e) => onChange({ ...value, points: e.target.value.trim() })} />
      </Field>
      <Field label={t`Trailing step, points`} inputId="stops-trail-step" error={errors.step}>
        <input id="stops-trail-step" className="field-input num" inputMode="numeric" autoComplete="off" value={value.step}
          onChange={(e) => onChange({ ...value, step: e.target.value.trim() })} />
      </Field>
      {preview && <p className="muted" data-testid="trailing-preview">{preview}</p>}
    </>
  );
}
