/** The price alerts' read: the caller's list. */
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { ALERT_ROUTES } from "#domain/contract/routes/alerts.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

export function alertList(options: ReadOptions = {}): Promise<PriceAlert[]> {
  return call(ALERT_ROUTES.list, {}, options);
}
