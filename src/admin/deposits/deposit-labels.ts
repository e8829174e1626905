import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  DEPOSIT_COIN,
  DEPOSIT_FINISHED,
  DEPOSIT_INVALID,
  DEPOSIT_REJECTED,
  DEPOSIT_UNCHECKED,
  DEPOSIT_WIRE,
  type DepositStatus,
  type DepositType,
} from "#domain/funds.ts";

/** The statuses an operator filters by, the queue's own first. */
export const DEPOSIT_FILTERS: readonly DepositStatus[] = [DEPOSIT_UNCHECKED, DEPOSIT_FINISHED, DEPOSIT_REJECTED, DEPOSIT_INVALID];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, MessageDescriptor> = {
  [DEPOSIT_UNCHECKED]: msg`Unchecked`,
  [DEPOSIT_FINISHED]: msg`Finished`,
  [DEPOSIT_REJECTED]: msg`Rejected`,
  [DEPOSIT_INVALID]: msg`Invalid`,
};

export const DEPOSIT_TYPE_LABELS: Record<DepositType, MessageDescriptor> = {
  [DEPOSIT_COIN]: msg`Crypto`,
  [DEPOSIT_WIRE]: msg`Bank wire`,
};
