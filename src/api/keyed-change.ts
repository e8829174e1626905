import { formFields } from "./form-fields.ts";
import { request } from "./client.ts";

/**
 * A state-changing call (an order, a deposit). `idempotencyKey` is made once per user action and
 * reused if the action is retried, so a lost answer never does it twice.
 */
export function keyedChange<T>(path: string, fields: object, idempotencyKey: string): Promise<T> {
  return request<T>(path, {
    method: "POST",
    loading: true,
    toastSuccess: true,
    body: formFields(fields),
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
