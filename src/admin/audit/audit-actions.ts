import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AUDIT_ACTIONS, type AuditAction } from "#domain/contract/back-office.ts";

const LABELS: Record<AuditAction, MessageDescriptor> = {
  [AUDIT_ACTIONS.identityApprove]: msg`Identity approved`,
  [AUDIT_ACTIONS.identityReject]: msg`Identity rejected`,
  [AUDIT_ACTIONS.depositApprove]: msg`Deposit approved`,
  [AUDIT_ACTIONS.depositReject]: msg`Deposit rejected`,
  [AUDIT_ACTIONS.depositInvalid]: msg`Deposit marked invalid`,
  [AUDIT_ACTIONS.channelCreate]: msg`Deposit channel added`,
  [AUDIT_ACTIONS.channelUpdate]: msg`Deposit channel changed`,
  [AUDIT_ACTIONS.wireBankCreate]: msg`Wire bank account added`,
  [AUDIT_ACTIONS.wireBankUpdate]: msg`Wire bank account changed`,
  [AUDIT_ACTIONS.withdrawFirstApprove]: msg`Withdrawal approved once`,
  [AUDIT_ACTIONS.withdrawApprove]: msg`Withdrawal paid out`,
  [AUDIT_ACTIONS.withdrawReject]: msg`Withdrawal rejected`,
  [AUDIT_ACTIONS.withdrawCurrencyCreate]: msg`Withdrawal currency added`,
  [AUDIT_ACTIONS.withdrawCurrencyUpdate]: msg`Withdrawal currency changed`,
  [AUDIT_ACTIONS.newsCreate]: msg`News added`,
  [AUDIT_ACTIONS.newsUpdate]: msg`News changed`,
  [AUDIT_ACTIONS.newsUnpublish]: msg`News unpublished`,
  [AUDIT_ACTIONS.companyCreate]: msg`Company added`,
  [AUDIT_ACTIONS.companyUpdate]: msg`Company changed`,
  [AUDIT_ACTIONS.siteSettingsUpdate]: msg`Site settings changed`,
  [AUDIT_ACTIONS.swapRateUpdate]: msg`Swap rates changed`,
  [AUDIT_ACTIONS.userTotpOff]: msg`User's authenticator app turned off`,
  [AUDIT_ACTIONS.operatorPasskeyAdd]: msg`Own passkey added`,
  [AUDIT_ACTIONS.operatorPasskeyRename]: msg`Own passkey renamed`,
  [AUDIT_ACTIONS.operatorPasskeyRemove]: msg`Own passkey removed`,
  [AUDIT_ACTIONS.operatorPasskeyLogin]: msg`Signed in with a passkey`,
};

/** An audit line's action in the operator's language; a code this build does not know shows as it is. */
export function actionLabel(action: string): string {
  const label = LABELS[action as AuditAction];
  return label ? i18n._(label) : action;
}
