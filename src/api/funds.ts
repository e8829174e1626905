import type { CoinDepositRequest, WireDepositRequest } from "../domain/contract/funds.ts";
import { keyedChange } from "./keyed-change.ts";

export function submitCoinDeposit(fields: CoinDepositRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange("/api/quickCharge/submit", fields, idempotencyKey);
}

export function submitWireDeposit(fields: WireDepositRequest, idempotencyKey: string): Promise<{ id: number }> {
  return keyedChange("/api/quickCharge/wire_submit", fields, idempotencyKey);
}
