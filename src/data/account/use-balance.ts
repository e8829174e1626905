import { useCallback, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { balance as fetchBalance } from "#api/reads/trading-account.ts";
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import { reviewDecisions } from "../review-notices.ts";

/**
 * The trading account's balance and the part held for withdrawals, asked for each time a view
 * showing them opens, and again when an operator decides one of the user's deposits (a credited one
 * raises it) or withdrawals (a refused one gives the held amount back).
 */
export function useBalance(): { balance: BalanceResponse | undefined; reload: () => Promise<void> } {
  const { deposit, withdrawal } = useSnapshot(reviewDecisions);
  const [balance, setBalance] = useState<BalanceResponse>();
  const reload = useCallback(async () => {
    try {
      setBalance(await fetchBalance());
    } catch {
      // Shown by the API client; a 999 has already sent the user to /login.
    }
  }, []);
  useEffect(() => void reload(), [reload, deposit, withdrawal]);
  return { balance, reload };
}
