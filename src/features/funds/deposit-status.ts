import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { DepositRecord } from "#domain/contract/funds.ts";
import { DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED, type DepositStatus } from "#domain/funds.ts";

/** A deposit's status as a user reads it, and the colour it is shown in. */
export const DEPOSIT_STATUS: Record<DepositStatus, { label: MessageDescriptor; tone: "waiting" | "up" | "down" | "muted" }> = {
  [DEPOSIT_UNCHECKED]: { label: msg`Pending review`, tone: "waiting" },
  [DEPOSIT_FINISHED]: { label: msg`Credited`, tone: "up" },
  [DEPOSIT_REJECTED]: { label: msg`Rejected`, tone: "down" },
  [DEPOSIT_INVALID]: { label: msg`Invalid`, tone: "muted" },
};

/** What a decided deposit adds to its row: the USD a credited one brought, or the operator's remark on a refused one. */
export type DepositOutcome = { credit: string } | { remark: string } | null;

export function depositOutcome(record: Pick<DepositRecord, "status" | "credit" | "remark">): DepositOutcome {
  if (record.status === DEPOSIT_FINISHED) return record.credit ? { credit: record.credit } : null;
  if (record.status === DEPOSIT_REJECTED || record.status === DEPOSIT_INVALID) {
    const remark = record.remark?.trim();
    return remark ? { remark } : null;
  }
  return null;
}
