import type { BindDrawMethodRequest, DrawMethod, DrawRequest } from "../domain/contract/withdraw.ts";
import { request } from "./client.ts";
import { formFields } from "./form-fields.ts";
import { keyedChange } from "./keyed-change.ts";

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
