import { i18n } from "@lingui/core";
import { formatAmount } from "#domain/format/format-amount.ts";
import { signDirection } from "#domain/format/format-signed.ts";

/** A change of money as an operator reads it: up to 6 decimals like the other amounts, a gain with its "+". */
export function signedAmount(value: string): string {
  const amount = formatAmount(value, i18n.locale);
  return signDirection(value) === "up" && /[1-9]/.test(amount) ? `+${amount}` : amount;
}
