import { D, dec, type Dec } from "./decimal.ts";
import { CREDIT_DECIMALS, DEPOSIT_DECIMALS, DEPOSIT_MAX } from "./funds.ts";

/** What an amount as typed says: usable, or why not. */
export type AmountCheck = { ok: true; amount: Dec } | { ok: false; problem: "required" | "not-positive" | "too-precise" | "too-large" };

/** Checks a deposited amount or coin count as the user typed it (the PWA before sending, the server on receipt). */
export function checkDepositAmount(text: string): AmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: "required" };
  if (!/^[0-9]+(\.[0-9]+)?$/.test(trimmed)) return { ok: false, problem: "not-positive" };
  const amount = dec(trimmed);
  if (amount.lte(0)) return { ok: false, problem: "not-positive" };
  if (amount.decimalPlaces() > DEPOSIT_DECIMALS) return { ok: false, problem: "too-precise" };
  if (amount.gt(DEPOSIT_MAX)) return { ok: false, problem: "too-large" };
  return { ok: true, amount };
}

/** The USD an approved deposit credits: amount × the currency's USD price, rounded down to the ledger's scale. */
export function depositCredit(amount: string, usdPrice: string): string {
  return dec(amount).times(usdPrice).toDecimalPlaces(CREDIT_DECIMALS, D.ROUND_DOWN).toFixed(CREDIT_DECIMALS);
}
