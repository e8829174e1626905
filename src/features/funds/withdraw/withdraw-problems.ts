import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { formatNumberValue, usdAmount } from "#domain/format/number-value.ts";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";
import { WITHDRAW_DECIMALS, type WithdrawAmountCheck } from "#domain/withdraw-amounts.ts";
import { typedAmountProblem } from "../amount-problem.ts";

/** Why an amount cannot be withdrawn, in the words and numbers the server uses for the same refusal. */
export function withdrawAmountProblem(text: string, check: WithdrawAmountCheck, locale: string): MessageDescriptor | null {
  if (check.ok) return null;
  switch (check.problem) {
    case "required":
      return msg`Enter the amount to withdraw`;
    case "not-positive":
    case "too-precise":
      return typedAmountProblem(text, check.problem, WITHDRAW_DECIMALS);
    case "below-fee":
      return { ...FUNDS_REFUSALS.belowFee, values: { fee: formatNumberValue(usdAmount(check.fee), locale) } };
    case "above-free":
      return { ...FUNDS_REFUSALS.aboveFree, values: { free: formatNumberValue(usdAmount(check.free), locale) } };
  }
}
