import { depositPage } from "#api/reads/funds.ts";
import type { DepositRecord } from "#domain/contract/funds.ts";
import type { DepositType } from "#domain/funds.ts";
import { useReviewedRecords, type ReviewedRecords } from "../use-reviewed-records.ts";

export type DepositRecords = ReviewedRecords<DepositRecord>;

/** The user's deposits of one type, newest first, following the operators' decisions. */
export function useDepositRecords(type: DepositType): DepositRecords {
  return useReviewedRecords("deposit", type, depositPage);
}
