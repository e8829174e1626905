import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { REVIEW_CERTIFIED, REVIEW_FORM, REVIEW_WAITING, type ReviewStatus } from "#domain/identity.ts";

/** The statuses an operator filters by, the queue's own first. */
export const REVIEW_FILTERS: readonly ReviewStatus[] = [REVIEW_WAITING, REVIEW_CERTIFIED, REVIEW_FORM];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, MessageDescriptor> = {
  [REVIEW_WAITING]: msg`Waiting for review`,
  [REVIEW_CERTIFIED]: msg`Certified`,
  // Status 0 is both a form never sent and one sent back: the list only holds records once sent.
  [REVIEW_FORM]: msg`Rejected`,
};
