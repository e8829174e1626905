import type { BindDrawMethodRequest, DrawMethod, DrawRequest, WithdrawCurrency, WithdrawPage } from "../domain/contract/withdraw.ts";
import { WITHDRAW_ROUTES } from "../domain/contract/routes/withdraw.ts";
import type { WithdrawType } from "../domain/withdraw.ts";
import { call, type RequestOptions } from "./client.ts";
import { keyedChange } from "./keyed-change.ts";

type ReadOptions = Pick<RequestOptions, "signal" | "silent">;
/** Changes to the bound methods block the screen and say what was done. */
const CHANGE = { loading: true, toastSuccess: true } as const;

/** The currencies a withdrawal of `type` can be paid in, with their fees and USD prices. */
export function withdrawCurrencies(type: WithdrawType, options: ReadOptions = {}): Promise<WithdrawCurrency[]> {
  return call(WITHDRAW_ROUTES.currencies, { type }, options);
}

/** The user's bound addresses (type 1) or bank accounts (type 2). */
export function drawMethods(type: WithdrawType, options: ReadOptions = {}): Promise<DrawMethod[]> {
  return call(WITHDRAW_ROUTES.methods, { draw_type: type }, options);
}

export function bindDrawMethod(fields: BindDrawMethodRequest): Promise<DrawMethod> {
  return call(WITHDRAW_ROUTES.bindMethod, fields, CHANGE);
}

export async function deleteDrawMethod(id: number): Promise<void> {
  await call(WITHDRAW_ROUTES.deleteMethod, { id }, CHANGE);
}

/** Takes `number` USD out of the balance (held until an operator pays or refuses it). */
export function submitWithdrawal(fields: DrawRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange(WITHDRAW_ROUTES.draw, fields, idempotencyKey);
}

/** The user's withdrawals of one type, newest first, WITHDRAW_PAGE_SIZE a page. */
export function withdrawPage(type: WithdrawType, page: number, options: ReadOptions = {}): Promise<WithdrawPage> {
  return call(WITHDRAW_ROUTES.page, { type, page }, options);
}
