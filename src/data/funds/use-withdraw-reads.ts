import { drawMethods, withdrawCurrencies, withdrawPage } from "#api/reads/withdraw.ts";
import type { DrawMethod, WithdrawCurrency, WithdrawRecord } from "#domain/contract/withdraw.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { useRequest, type Requested } from "../use-request.ts";
import { useReviewedRecords, type ReviewedRecords } from "../use-reviewed-records.ts";

type TypeKey = "crypto" | "bank";
const typeOf = (key: TypeKey): WithdrawType => (key === "crypto" ? WITHDRAW_CRYPTO : WITHDRAW_BANK);
const keyOf = (type: WithdrawType): TypeKey => (type === WITHDRAW_CRYPTO ? "crypto" : "bank");

const readCurrencies = (key: TypeKey, signal: AbortSignal) => withdrawCurrencies(typeOf(key), { signal });
const readMethods = (key: TypeKey, signal: AbortSignal) => drawMethods(typeOf(key), { signal });

/** The currencies a withdrawal of `type` can be paid in now (draw_symbol_list). */
export function useWithdrawCurrencies(type: WithdrawType): Requested<WithdrawCurrency[]> {
  return useRequest(keyOf(type), readCurrencies);
}

/** The user's bound addresses or bank accounts; `reload` after one is added or deleted. */
export function useDrawMethods(type: WithdrawType): Requested<DrawMethod[]> {
  return useRequest(keyOf(type), readMethods);
}

export type WithdrawRecords = ReviewedRecords<WithdrawRecord>;

/** The user's withdrawals of one type, newest first, following the operators' decisions. */
export function useWithdrawRecords(type: WithdrawType): WithdrawRecords {
  return useReviewedRecords("withdrawal", type, withdrawPage);
}
