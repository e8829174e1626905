import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  WITHDRAW_BANK,
  WITHDRAW_CRYPTO,
  WITHDRAW_PAID,
  WITHDRAW_REJECTED,
  WITHDRAW_SECOND_APPROVAL,
  WITHDRAW_WAITING,
  type WithdrawStatus,
  type WithdrawType,
} from "#domain/withdraw.ts";

/** The statuses an operator filters by: the two open ones first, the queue's own leading. */
export const WITHDRAW_FILTERS: readonly WithdrawStatus[] = [WITHDRAW_WAITING, WITHDRAW_SECOND_APPROVAL, WITHDRAW_PAID, WITHDRAW_REJECTED];

export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, MessageDescriptor> = {
  [WITHDRAW_WAITING]: msg`Waiting`,
  [WITHDRAW_SECOND_APPROVAL]: msg`Second approval due`,
  [WITHDRAW_PAID]: msg`Paid`,
  [WITHDRAW_REJECTED]: msg`Rejected`,
};

export const WITHDRAW_TYPE_LABELS: Record<WithdrawType, MessageDescriptor> = {
  [WITHDRAW_CRYPTO]: msg`Crypto`,
  [WITHDRAW_BANK]: msg`Bank account`,
};
