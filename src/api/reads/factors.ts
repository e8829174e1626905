/** The second factor's read: whether the authenticator app is on, and the recovery codes left. */
import type { FactorStatus } from "#domain/contract/factors.ts";
import { FACTOR_ROUTES } from "#domain/contract/routes/factors.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

export function factorStatus(options: ReadOptions = {}): Promise<FactorStatus> {
  return call(FACTOR_ROUTES.status, {}, options);
}
