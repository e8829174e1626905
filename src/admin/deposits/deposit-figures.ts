import { i18n } from "@lingui/core";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_FINISHED, DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import { formatAmount } from "#domain/format/format-amount.ts";

/** What a deposit credits in USD, and at which price per unit of its currency. */
export interface CreditFigures {
  /** "would" while it waits (an approval credits at the price of that moment), "did" once finished. */
  tense: "would" | "did";
  credit: string;
  usdPrice: string;
  currency: string;
}

/**
 * The credit an operator weighs before approving, or the one that was booked. Null where nothing is
 * or will be credited: a rejected or invalid deposit, or a price the server could not name.
 */
export function creditFigures(deposit: DepositReview): CreditFigures | null {
  const { status, credit, usd_price: usdPrice, currency_code: currency } = deposit;
  if (credit === null || usdPrice === null) return null;
  if (status === DEPOSIT_UNCHECKED) return { tense: "would", credit: formatAmount(credit, i18n.locale), usdPrice, currency };
  if (status === DEPOSIT_FINISHED) return { tense: "did", credit: formatAmount(credit, i18n.locale), usdPrice, currency };
  return null;
}

/** The amount as declared, with its currency: "0.5 BTC". */
export function amountText(deposit: Pick<DepositReview, "number" | "currency_code">): string {
  return `${deposit.number} ${deposit.currency_code}`;
}
