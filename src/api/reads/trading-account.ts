import type { BalanceResponse } from "../../domain/contract/accounts.ts";
import { request, type RequestOptions } from "../client.ts";

export function balance(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<BalanceResponse> {
  return request<BalanceResponse>("/v1/api/main/wallet/getBalance", options);
}
