import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";
import { WITHDRAW_DECIMALS, type WithdrawAmountCheck } from "#domain/withdraw.ts";
import { typedAmountProblem } from "../amount-problem.ts";

/** Why an amount cannot be withdrawn, in the words the server uses for the same refusal. */
export function withdrawAmountProblem(text: string, check: WithdrawAmountCheck): MessageDescriptor | null {
  if (check.ok) return null;
  switch (check.problem) {
    case "required":
      return msg`Enter the amount to withdraw`;
    case "not-positive":
    case "too-precise":
      return typedAmountProblem(text, check.problem, WITHDRAW_DECIMALS);
    case "below-fee":
      return { ...FUNDS_REFUSALS.belowFee, values: { fee: check.fee } };
    case "above-free":
      return { ...FUNDS_REFUSALS.aboveFree, values: { free: check.free } };
  }
}
