import { useLingui } from "@lingui/react/macro";
import type { LeverageOption } from "#domain/instrument.ts";

interface LeveragePickerProps {
  options: readonly LeverageOption[];
  value: number;
  onChange: (value: number) => void;
}

/** One of the instrument's leverage options (HasForexMultiple). */
export function LeveragePicker({ options, value, onChange }: LeveragePickerProps) {
  const { t } = useLingui();
  return (
    <div className="field">
      <span className="field-label" id="order-leverage-label">{t`Leverage`}</span>
      <div className="leverage-options" role="radiogroup" aria-labelledby="order-leverage-label">
        {options.map((option) => (
          <button key={option.Value} type="button" role="radio" aria-checked={option.Value === value} className="leverage-option num"
            onClick={() => onChange(option.Value)} data-testid="leverage-option">
            1:{option.Value}
          </button>
        ))}
      </div>
    </div>
  );
}
