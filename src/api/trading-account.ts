import { request } from "./client.ts";

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
