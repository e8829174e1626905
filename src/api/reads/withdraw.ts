/** The withdrawal reads: the currencies, the bound methods and the user's withdrawals. */
import type { DrawMethod, WithdrawCurrency, WithdrawPage } from "#domain/contract/withdraw.ts";
import { WITHDRAW_ROUTES } from "#domain/contract/routes/withdraw.ts";
import type { WithdrawType } from "#domain/withdraw.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** The currencies a withdrawal of `type` can be paid in, with their fees and USD prices. */
export function withdrawCurrencies(type: WithdrawType, options: ReadOptions = {}): Promise<WithdrawCurrency[]> {
  return call(WITHDRAW_ROUTES.currencies, { type }, options);
}

/** The user's bound addresses (type 1) or bank accounts (type 2). */
export function drawMethods(type: WithdrawType, options: ReadOptions = {}): Promise<DrawMethod[]> {
  return call(WITHDRAW_ROUTES.methods, { draw_type: type }, options);
}

/** The user's withdrawals of one type, newest first, WITHDRAW_PAGE_SIZE a page. */
export function withdrawPage(type: WithdrawType, page: number, options: ReadOptions = {}): Promise<WithdrawPage> {
  return call(WITHDRAW_ROUTES.page, { type, page }, options);
}
