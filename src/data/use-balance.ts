import { useCallback, useEffect, useState } from "react";
import { balance as fetchBalance } from "../api/trading-account.ts";
import type { BalanceResponse } from "../domain/contract/accounts.ts";

/** The trading account's balance, asked for each time the user centre is shown. */
export function useBalance(): { balance: BalanceResponse | undefined; reload: () => Promise<void> } {
  const [balance, setBalance] = useState<BalanceResponse>();
  const reload = useCallback(async () => {
    try {
      setBalance(await fetchBalance());
    } catch {
      // Shown by the API client; a 999 has already sent the user to /login.
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { balance, reload };
}
