import { useLingui } from "@lingui/react/macro";
import { Field } from "#ui/field.tsx";
import { canStepDown, stepLots } from "./lots.ts";

interface LotsStepperProps {
  lots: string;
  pip: string;
  min: string;
  error: string | null;
  onChange: (lots: string) => void;
}

/** Lots typed or stepped by the instrument's Pip. */
export function LotsStepper({ lots, pip, min, error, onChange }: LotsStepperProps) {
  const { t } = useLingui();
  return (
    <Field label={t`Lots (step ${pip}, minimum ${min})`} inputId="order-lots" error={error}>
      <button type="button" className="stepper-button" disabled={!canStepDown(lots, pip, min)} onClick={() => onChange(stepLots(lots, pip, min, -1))}
        aria-label={t`Fewer lots`} data-testid="lots-minus">−</button>
      <input id="order-lots" className="field-input num stepper-input" inputMode="decimal" autoComplete="off" value={lots}
        onChange={(e) => onChange(e.target.value.trim())} />
      <button type="button" className="stepper-button" onClick={() => onChange(stepLots(lots, pip, min, 1))} aria-label={t`More lots`} data-testid="lots-plus">+</button>
    </Field>
  );
}
