import type { BalanceResponse } from "#domain/contract/accounts.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call, type RequestOptions } from "../client.ts";

export function balance(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<BalanceResponse> {
  return call(ACCOUNT_ROUTES.balance, {}, options);
}
