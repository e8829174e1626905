import { checkDepositAmount } from "#domain/deposit-credit.ts";
import { DEPOSIT_DECIMALS, DEPOSIT_MAX } from "#domain/funds.ts";
import { quantity } from "#domain/format/number-value.ts";
import { FUNDS_MESSAGES } from "../i18n/funds-messages.ts";
import { DomainError } from "../platform/domain-error.ts";

/** The amount as the ledger stores it, or the reason it is refused, in the same words as the PWA's check. */
export function depositAmountOrFail(text: string): string {
  const checked = checkDepositAmount(text);
  if (checked.ok) return checked.amount.toFixed();
  const problem = {
    required: [FUNDS_MESSAGES.amountRequired, {}],
    "not-positive": [FUNDS_MESSAGES.amountNotPositive, {}],
    "too-precise": [FUNDS_MESSAGES.amountTooPrecise, { decimals: DEPOSIT_DECIMALS }],
    "too-large": [FUNDS_MESSAGES.amountTooLarge, { max: quantity(DEPOSIT_MAX) }],
  } as const;
  const [message, values] = problem[checked.problem];
  throw new DomainError("invalid", message, values);
}
