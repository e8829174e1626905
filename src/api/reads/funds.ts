/** The deposit reads: the ways to deposit, their channels and banks, and the user's deposits. */
import type { DepositChannel, DepositInfo, DepositPage, WireBank } from "#domain/contract/funds.ts";
import { FUNDS_ROUTES } from "#domain/contract/routes/funds.ts";
import type { DepositType } from "#domain/funds.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Which ways to deposit are open: coin channels, and the currencies a wire can be sent in. */
export function depositWays(options: ReadOptions = {}): Promise<DepositInfo> {
  return call(FUNDS_ROUTES.depositWays, {}, options);
}

export function depositChannels(options: ReadOptions = {}): Promise<DepositChannel[]> {
  return call(FUNDS_ROUTES.depositChannels, {}, options);
}

/** The broker's bank accounts a wire in `bankCoin` is sent to. */
export function wireBanks(bankCoin: string, options: ReadOptions = {}): Promise<WireBank[]> {
  return call(FUNDS_ROUTES.wireBanks, { bank_coin: bankCoin }, options);
}

/** The user's deposits of one type, newest first, DEPOSIT_PAGE_SIZE a page. */
export function depositPage(type: DepositType, page: number, options: ReadOptions = {}): Promise<DepositPage> {
  return call(FUNDS_ROUTES.depositPage, { type, page }, options);
}
