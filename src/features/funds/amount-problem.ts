import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { checkDepositAmount } from "../../domain/deposit-credit.ts";
import { DEPOSIT_DECIMALS, DEPOSIT_MAX } from "../../domain/funds.ts";

/** Anything but digits with one dot: "1,000" or "1 000" would be refused as not above zero, which would puzzle its writer. */
const NOT_PLAIN_DIGITS = /[^0-9.]|\..*\./;

/** SPEC §5: the amount or coin count sent, checked as the server will (same reasons) before it is sent. */
export function amountProblem(text: string): MessageDescriptor | null {
  const checked = checkDepositAmount(text);
  if (checked.ok) return null;
  switch (checked.problem) {
    case "required":
      return msg`Enter the amount you sent`;
    case "not-positive":
      return NOT_PLAIN_DIGITS.test(text.trim()) ? msg`Use digits only, with a dot before any decimals` : msg`The amount must be more than zero`;
    case "too-precise": {
      const decimals = DEPOSIT_DECIMALS;
      return msg`The amount may have at most ${decimals} decimals`;
    }
    case "too-large": {
      const max = DEPOSIT_MAX;
      return msg`The amount may be at most ${max}`;
    }
  }
}
