/** The demo account's own action: its reset. */
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call } from "./client.ts";

/** Demo only: closes the demo orders and restores the starting balance. */
export async function resetDemoAccount(): Promise<void> {
  await call(ACCOUNT_ROUTES.resetDemo, {}, {
    loading: true,
    toastSuccess: true,
    // A retried tap must not reset twice (the server keys state-changing calls by this header).
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
}
