import { Trans, useLingui } from "@lingui/react/macro";
import type { Decision } from "../review/decision-form.tsx";
import { rejectDecision } from "../review/reject-decision.tsx";
import type { ApprovalStep } from "./approval-step.ts";

/** The longest payout reference the contract takes (WithdrawApproveRequest.real_number). */
const REFERENCE_MAX = 128;

export interface WithdrawDecisionCalls {
  onFirstApproval: () => Promise<void>;
  onPay: (reference: string) => Promise<void>;
  onReject: (reason: string) => Promise<void>;
}

/** The approval this operator may give (first of two, or the payout with its reference), and the refusal. */
export function useWithdrawDecisions(step: ApprovalStep, { onFirstApproval, onPay, onReject }: WithdrawDecisionCalls): Decision[] {
  const { t } = useLingui();
  const reject = rejectDecision({
    remarkLabel: <Trans>Reason for the user</Trans>,
    placeholder: t`For example: the address belongs to someone else.`,
    missing: <Trans>Write why the withdrawal is rejected.</Trans>,
    send: onReject,
  });
  if (step === "other-operator") return [reject];
  if (step === "first") {
    const first: Decision = {
      key: "approve",
      label: <Trans>Approve…</Trans>,
      tone: "approve",
      ask: {
        kind: "confirm",
        text: <Trans>Give the first of two approvals? Another operator then pays it out.</Trans>,
        submit: <Trans>Give first approval</Trans>,
      },
      send: onFirstApproval,
    };
    return [first, reject];
  }
  const pay: Decision = {
    key: "approve",
    label: <Trans>Mark paid…</Trans>,
    tone: "approve",
    ask: {
      kind: "remark",
      label: <Trans>Payout reference (transaction hash or bank reference)</Trans>,
      missing: <Trans>Enter the payout's reference: the user sees it.</Trans>,
      maxLength: REFERENCE_MAX,
      submit: <Trans>Mark paid</Trans>,
    },
    send: (reference) => onPay(reference ?? ""),
  };
  return [pay, reject];
}
