/** The withdrawal actions: bind and delete a method, ask for a withdrawal. */
import type { BindDrawMethodRequest, DrawMethod, DrawRequest } from "#domain/contract/withdraw.ts";
import { WITHDRAW_ROUTES } from "#domain/contract/routes/withdraw.ts";
import { call } from "./client.ts";
import { keyedChange } from "./keyed-change.ts";

/** Changes to the bound methods block the screen and say what was done; `headers` carry a step-up. */
const CHANGE = { loading: true, toastSuccess: true } as const;

export function bindDrawMethod(fields: BindDrawMethodRequest, headers?: Record<string, string>): Promise<DrawMethod> {
  return call(WITHDRAW_ROUTES.bindMethod, fields, { ...CHANGE, headers });
}

export async function deleteDrawMethod(id: number, headers?: Record<string, string>): Promise<void> {
  await call(WITHDRAW_ROUTES.deleteMethod, { id }, { ...CHANGE, headers });
}

/** Takes `number` USD out of the balance (held until an operator pays or refuses it). */
export function submitWithdrawal(fields: DrawRequest, idempotencyKey: string, headers?: Record<string, string>): Promise<{ id: number }> {
  return keyedChange(WITHDRAW_ROUTES.draw, fields, idempotencyKey, headers);
}
