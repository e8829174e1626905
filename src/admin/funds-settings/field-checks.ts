import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ChannelInput, WireBankInput } from "#domain/contract/back-office-funds.ts";
import { dec } from "#domain/decimal.ts";
import { schemaPattern } from "./schema-rules.ts";

const CURRENCY = schemaPattern(ChannelInput.properties.currency_code);
const USD_PRICE = schemaPattern(ChannelInput.properties.usd_price);
const SWIFT = schemaPattern(WireBankInput.properties.bank_swift);

/** Codes are typed in any case and sent in capitals, as the contract wants them. */
export const asCode = (text: string) => text.trim().toUpperCase();

export function requiredProblem(text: string): MessageDescriptor | null {
  return text.trim() ? null : msg`Fill this in.`;
}

export function currencyProblem(text: string): MessageDescriptor | null {
  const code = asCode(text);
  if (!code) return msg`Enter a currency code.`;
  return CURRENCY.test(code) ? null : msg`2 to 12 letters or digits, like USDT or EUR.`;
}

/** Positive, with at most 10 decimals: what one unit of the currency is credited in USD. */
export function usdPriceProblem(text: string): MessageDescriptor | null {
  const price = text.trim();
  if (!price) return msg`Enter the USD price.`;
  if (!USD_PRICE.test(price)) return msg`A number with at most 10 decimals, like 1 or 0.9995.`;
  return /[1-9]/.test(price) ? null : msg`The USD price must be more than zero.`;
}

/** A withdrawal fee: fixed USD (zero for none), or a share of the amount below 1 (0.005 takes 0.5 %). */
export function feeRateProblem(text: string, share: boolean): MessageDescriptor | null {
  const rate = text.trim();
  if (!rate) return msg`Enter the fee.`;
  if (!USD_PRICE.test(rate)) return msg`A number with at most 10 decimals, like 1 or 0.005.`;
  return share && dec(rate).gte(1) ? msg`A share is below 1: 0.005 takes 0.5 %.` : null;
}

export function swiftProblem(text: string): MessageDescriptor | null {
  const code = asCode(text);
  if (!code) return msg`Enter the SWIFT code.`;
  return SWIFT.test(code) ? null : msg`8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500.`;
}
