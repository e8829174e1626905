import type { Route, RouteAnswer, RouteInput } from "#domain/contract/routes/route.ts";
import { call } from "./client.ts";

/**
 * A state-changing call (an order, a deposit). `idempotencyKey` is made once per user action and
 * reused if the action is retried, so a lost answer never does it twice. `headers` adds to the
 * key (a step-up).
 */
export function keyedChange<R extends Route>(route: R, fields: RouteInput<R>, idempotencyKey: string, headers: Record<string, string> = {}): Promise<RouteAnswer<R>> {
  return call(route, fields, { loading: true, toastSuccess: true, headers: { ...headers, "Idempotency-Key": idempotencyKey } });
}
