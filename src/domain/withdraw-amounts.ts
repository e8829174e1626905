import { D, dec, type DecimalInput } from "./decimal.ts";
import { RECEIVED_DECIMALS } from "./withdraw.ts";

/** What a withdrawal costs, pays and may be. */

/** fee_type of a withdraw currency: 1 a fixed fee in USD; anything else a share (draw_rate) of the amount. */
export const WITHDRAW_FEE_FIXED = 1;
/** The fee_type operators set for a share of the amount (any other than 1 is one). */
export const WITHDRAW_FEE_SHARE = 2;
export const WITHDRAW_DECIMALS = 6;

const money = (value: InstanceType<typeof D>) => value.toDecimalPlaces(WITHDRAW_DECIMALS, D.ROUND_UP).toFixed(WITHDRAW_DECIMALS);

/** The fee in USD: type 1 the fixed `drawRate`, otherwise amount × `drawRate` (rounded up to the cent's ten-thousandth). */
export function withdrawFee(amount: DecimalInput, feeType: number, drawRate: DecimalInput): string {
  return money(feeType === WITHDRAW_FEE_FIXED ? dec(drawRate) : dec(amount).times(drawRate));
}

/** What the user receives in the withdraw currency: (amount − fee) × usd_price, never below zero, rounded down. */
export function withdrawReceived(amount: DecimalInput, fee: DecimalInput, usdPrice: DecimalInput): string {
  const received = D.max(0, dec(amount).minus(fee).times(usdPrice));
  return received.toDecimalPlaces(RECEIVED_DECIMALS, D.ROUND_DOWN).toFixed();
}

/**
 * What may be withdrawn: the lower of balance and net value, minus the margin open positions use,
 * never below zero (a losing position's loss is not free money, a winning one's profit is not yet banked).
 */
export function withdrawable(balance: DecimalInput, netValue: DecimalInput, usedMargin: DecimalInput): string {
  const free = D.min(balance, netValue).minus(usedMargin);
  return D.max(0, free).toDecimalPlaces(WITHDRAW_DECIMALS, D.ROUND_DOWN).toFixed(WITHDRAW_DECIMALS);
}

/** The figures of a withdrawal currency an amount is checked against. */
export interface WithdrawPricing {
  fee_type: number;
  draw_rate: string;
  usd_price: string;
}

/** What an amount to withdraw as typed says: what it costs and pays, or why it cannot be asked for. */
export type WithdrawAmountCheck =
  | { ok: true; amount: string; fee: string; received: string }
  | { ok: false; problem: "required" | "not-positive" | "too-precise" }
  | { ok: false; problem: "below-fee"; fee: string }
  | { ok: false; problem: "above-free"; free: string };

/**
 * Checks an amount in USD as the server will on `account/draw`: a plain positive number of at most
 * WITHDRAW_DECIMALS decimals, more than its fee, and no more than `free` (when known).
 */
export function checkWithdrawAmount(text: string, pricing: WithdrawPricing, free: string | undefined): WithdrawAmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: "required" };
  if (!/^[0-9]+(\.[0-9]+)?$/.test(trimmed)) return { ok: false, problem: "not-positive" };
  const amount = dec(trimmed);
  if (amount.lte(0)) return { ok: false, problem: "not-positive" };
  if (amount.decimalPlaces() > WITHDRAW_DECIMALS) return { ok: false, problem: "too-precise" };
  const fee = withdrawFee(amount, pricing.fee_type, pricing.draw_rate);
  if (amount.lte(fee)) return { ok: false, problem: "below-fee", fee };
  if (free !== undefined && amount.gt(free)) return { ok: false, problem: "above-free", free };
  return { ok: true, amount: amount.toFixed(WITHDRAW_DECIMALS), fee, received: withdrawReceived(amount, fee, pricing.usd_price) };
}
