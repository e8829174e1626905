import { useId } from "react";
import { Trans } from "@lingui/react/macro";
import type { DrawMethod } from "#domain/contract/withdraw.ts";
import type { WithdrawType } from "#domain/withdraw.ts";
import { BindLink } from "./bind-link.tsx";
import { MethodCard } from "./method-card.tsx";

interface MethodPickerProps {
  type: WithdrawType;
  /** The user's bound methods in the chosen currency. */
  methods: readonly DrawMethod[];
  chosen: number | null;
  onChoose: (id: number) => void;
  error: string | null;
}

/** Where the withdrawal goes: one of the user's bound addresses or accounts in that currency. */
export function MethodPicker({ type, methods, chosen, onChoose, error }: MethodPickerProps) {
  const labelId = useId();
  return (
    <div className="field method-picker" data-invalid={error ? "" : undefined}>
      <span className="field-label" id={labelId}><Trans>Withdraw to</Trans></span>
      {methods.length === 0 ? (
        <p className="method-none muted" data-testid="method-none"><Trans>Wallet not bound</Trans></p>
      ) : (
        <div className="method-options" role="radiogroup" aria-labelledby={labelId}>
          {methods.map((method) => (
            <button key={method.id} type="button" role="radio" aria-checked={method.id === chosen} className="method-option"
              onClick={() => onChoose(method.id)} data-testid="method-option">
              <MethodCard method={method} />
            </button>
          ))}
        </div>
      )}
      {error && <span className="field-error" role="alert" data-testid="withdraw-method-error">{error}</span>}
      <BindLink type={type} />
    </div>
  );
}
