import type { DepositChannel, DepositInfo, DepositPage, WireBank } from "../../domain/contract/funds.ts";
import type { DepositType } from "../../domain/funds.ts";
import { request } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Which ways to deposit are open: coin channels, and the currencies a wire can be sent in. */
export function depositWays(options: ReadOptions = {}): Promise<DepositInfo> {
  return request<DepositInfo>("/api/quickCharge/info", options);
}

export function depositChannels(options: ReadOptions = {}): Promise<DepositChannel[]> {
  return request<DepositChannel[]>("/api/quickCharge/symbols", options);
}

/** The broker's bank accounts a wire in `bankCoin` is sent to. */
export function wireBanks(bankCoin: string, options: ReadOptions = {}): Promise<WireBank[]> {
  return request<WireBank[]>("/api/quickCharge/wire_info", { ...options, query: { bank_coin: bankCoin } });
}

/** The user's deposits of one type, newest first, DEPOSIT_PAGE_SIZE a page. */
export function depositPage(type: DepositType, page: number, options: ReadOptions = {}): Promise<DepositPage> {
  return request<DepositPage>("/api/quickCharge/quick_ist", { ...options, query: { type, page } });
}
