import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { WITHDRAW_DECIMALS, type WithdrawAmountCheck } from "../../../domain/withdraw.ts";
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
    case "below-fee": {
      const fee = check.fee;
      return msg`The amount must be more than the fee of ${fee} USD`;
    }
    case "above-free": {
      const free = check.free;
      return msg`You can withdraw at most ${free} USD now`;
    }
  }
}
