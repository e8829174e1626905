import type { BindDrawMethodRequest, DrawMethod, DrawRequest, WithdrawCurrency, WithdrawPage } from "../domain/contract/withdraw.ts";
import type { WithdrawType } from "../domain/withdraw.ts";
import { request, type RequestOptions } from "./client.ts";
import { formFields } from "./form-fields.ts";
import { keyedChange } from "./keyed-change.ts";

type ReadOptions = Pick<RequestOptions, "signal" | "silent">;

/** The currencies a withdrawal of `type` can be paid in, with their fees and USD prices. */
export function withdrawCurrencies(type: WithdrawType, options: ReadOptions = {}): Promise<WithdrawCurrency[]> {
  return request<WithdrawCurrency[]>("/api/account/draw_symbol_list", { ...options, query: { type } });
}

/** The user's bound addresses (type 1) or bank accounts (type 2). */
export function drawMethods(type: WithdrawType, options: ReadOptions = {}): Promise<DrawMethod[]> {
  return request<DrawMethod[]>("/api/wallet/get_draw_method", { ...options, query: { draw_type: type } });
}

export function bindDrawMethod(fields: BindDrawMethodRequest): Promise<DrawMethod> {
  return request<DrawMethod>("/api/wallet/bind_draw_method", { method: "POST", loading: true, toastSuccess: true, body: formFields(fields) });
}

export function deleteDrawMethod(id: number): Promise<void> {
  return request<void>("/api/wallet/del_draw_method", { method: "POST", loading: true, toastSuccess: true, body: formFields({ id }) });
}

/** Takes `number` USD out of the balance (held until an operator pays or refuses it). */
export function submitWithdrawal(fields: DrawRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange("/api/account/draw", fields, idempotencyKey);
}

/** The user's withdrawals of one type, newest first, WITHDRAW_PAGE_SIZE a page. */
export function withdrawPage(type: WithdrawType, page: number, options: ReadOptions = {}): Promise<WithdrawPage> {
  return request<WithdrawPage>("/api/account/draw_list", { ...options, query: { type, page } });
}
