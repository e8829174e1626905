import type { DrawMethod, WithdrawCurrency, WithdrawPage } from "../../domain/contract/withdraw.ts";
import type { WithdrawType } from "../../domain/withdraw.ts";
import { request } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** The currencies a withdrawal of `type` can be paid in, with their fees and USD prices. */
export function withdrawCurrencies(type: WithdrawType, options: ReadOptions = {}): Promise<WithdrawCurrency[]> {
  return request<WithdrawCurrency[]>("/api/account/draw_symbol_list", { ...options, query: { type } });
}

/** The user's bound addresses (type 1) or bank accounts (type 2). */
export function drawMethods(type: WithdrawType, options: ReadOptions = {}): Promise<DrawMethod[]> {
  return request<DrawMethod[]>("/api/wallet/get_draw_method", { ...options, query: { draw_type: type } });
}

/** The user's withdrawals of one type, newest first, WITHDRAW_PAGE_SIZE a page. */
export function withdrawPage(type: WithdrawType, page: number, options: ReadOptions = {}): Promise<WithdrawPage> {
  return request<WithdrawPage>("/api/account/draw_list", { ...options, query: { type, page } });
}
