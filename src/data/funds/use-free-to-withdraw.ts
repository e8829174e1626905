import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { withdrawable } from "#domain/withdraw-amounts.ts";
import { reviewDecisions } from "../review-notices.ts";
import { refreshAccount, useAccountFigures } from "../orders/use-account-figures.ts";

/**
 * What may be withdrawn now, in USD, live with the open positions' profit; asked again when an
 * operator decides a withdrawal (a refused one gives its amount back). Undefined until known.
 */
export function useFreeToWithdraw(): string | undefined {
  const decided = useSnapshot(reviewDecisions).withdrawal;
  const account = useAccountFigures();
  useEffect(() => void refreshAccount(), [decided]);
  return account && withdrawable(account.balance, account.net_value, account.current_margin);
}
