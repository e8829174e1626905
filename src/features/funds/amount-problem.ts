import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { checkDepositAmount } from "#domain/deposit-credit.ts";
import { formatNumberValue, quantity } from "#domain/format/number-value.ts";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";
import { DEPOSIT_DECIMALS, DEPOSIT_MAX } from "#domain/funds.ts";

/** Anything but digits with one dot: "1,000" or "1 000" would be refused as not above zero, which would puzzle its writer. */
const NOT_PLAIN_DIGITS = /[^0-9.]|\..*\./;

/** What deposits and withdrawals alike say of an amount that is not a plain number of at most `decimals` decimals. */
export function typedAmountProblem(text: string, problem: "not-positive" | "too-precise", decimals: number): MessageDescriptor {
  if (problem === "too-precise") return { ...FUNDS_REFUSALS.tooPrecise, values: { decimals } };
  return NOT_PLAIN_DIGITS.test(text.trim()) ? msg`Use digits only, with a dot before any decimals` : FUNDS_REFUSALS.notPositive;
}

/** The amount or coin count sent, checked as the server will (same reasons and numbers) before it is sent. */
export function amountProblem(text: string, locale: string): MessageDescriptor | null {
  const checked = checkDepositAmount(text);
  if (checked.ok) return null;
  switch (checked.problem) {
    case "required":
      return FUNDS_REFUSALS.sentRequired;
    case "not-positive":
    case "too-precise":
      return typedAmountProblem(text, checked.problem, DEPOSIT_DECIMALS);
    case "too-large":
      return { ...FUNDS_REFUSALS.tooLarge, values: { max: formatNumberValue(quantity(DEPOSIT_MAX), locale) } };
  }
}
