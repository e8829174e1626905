import type { BalanceResponse } from "../domain/contract/accounts.ts";
import { request, type RequestOptions } from "./client.ts";

export function balance(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<BalanceResponse> {
  return request<BalanceResponse>("/v1/api/main/wallet/getBalance", options);
}

/** Demo only: closes the demo orders and restores the starting balance. */
export function resetDemoAccount(): Promise<void> {
  return request<void>("/v1/api/main/user/resetForexDemoAccount", {
    method: "POST",
    loading: true,
    toastSuccess: true,
    // A retried tap must not reset twice (the server keys state-changing calls by this header).
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
}
