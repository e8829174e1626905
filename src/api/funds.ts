/** The deposit actions: a coin deposit or a wire, each sent once per user action. */
import type { CoinDepositRequest, WireDepositRequest } from "#domain/contract/funds.ts";
import { FUNDS_ROUTES } from "#domain/contract/routes/funds.ts";
import { keyedChange } from "./keyed-change.ts";

export function submitCoinDeposit(fields: CoinDepositRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange(FUNDS_ROUTES.submitCoin, fields, idempotencyKey);
}

export function submitWireDeposit(fields: WireDepositRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange(FUNDS_ROUTES.submitWire, fields, idempotencyKey);
}
