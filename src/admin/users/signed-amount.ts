import { formatAmount } from "#domain/format/format-amount.ts";

/** A change of money as an operator reads it: up to 6 decimals like the other amounts, a gain with its "+". */
export function signedAmount(value: string): string {
  const amount = formatAmount(value);
  return /[1-9]/.test(amount) && !amount.startsWith("-") ? `+${amount}` : amount;
}
