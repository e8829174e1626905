/** The account's balance and locked balance. */
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

export function balance(options: ReadOptions = {}): Promise<BalanceResponse> {
  return call(ACCOUNT_ROUTES.balance, {}, options);
}
