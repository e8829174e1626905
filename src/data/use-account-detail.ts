import { useCallback, useEffect, useState } from "react";
import { accountDetail } from "../api/trading.ts";
import type { AccountDetail } from "../domain/order.ts";

/**
 * The signed-in user's account figures (balance, equity, margin in use, stop-out level), asked for
 * while `enabled` and again on `reload`. Undefined until (and unless) the server answers.
 */
export function useAccountDetail(enabled: boolean): { detail: AccountDetail | undefined; reload: () => void } {
  const [detail, setDetail] = useState<AccountDetail>();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    accountDetail({ silent: true, signal: controller.signal }).then(setDetail, () => {
      // Figures that cannot be read leave the preview without the account's part.
    });
    return () => controller.abort();
  }, [enabled, asked]);
  return { detail: enabled ? detail : undefined, reload: useCallback(() => setAsked((n) => n + 1), []) };
}
