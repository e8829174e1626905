import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AUDIT_ACTIONS, type AuditAction } from "../../domain/contract/back-office.ts";

const LABELS: Record<AuditAction, MessageDescriptor> = {
  [AUDIT_ACTIONS.identityApprove]: msg`Identity approved`,
  [AUDIT_ACTIONS.identityReject]: msg`Identity rejected`,
};

/** An audit line's action in the operator's language; a code this build does not know shows as it is. */
export function actionLabel(action: string): string {
  const label = LABELS[action as AuditAction];
  return label ? i18n._(label) : action;
}
