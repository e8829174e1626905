import { useId } from "react";

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceChipsProps<T> {
  label: string;
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Each chip's test id; the chosen one is marked aria-checked. */
  testId: string;
}

/** One choice among a few (a coin, a network, a currency, a bank account), as a row of chips that wraps. */
export function ChoiceChips<T extends string | number>({ label, options, value, onChange, testId }: ChoiceChipsProps<T>) {
  const labelId = useId();
  return (
    <div className="choice">
      <span className="field-label" id={labelId}>{label}</span>
      <div className="choice-chips" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option) => (
          <button key={option.value} type="button" role="radio" aria-checked={option.value === value} className="choice-chip"
            onClick={() => onChange(option.value)} data-testid={testId}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
