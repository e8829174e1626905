import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_BANK } from "#domain/withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { DecisionForm } from "../review/decision-form.tsx";
import { Fact } from "../review/fact.tsx";
import { ReviewPanelFrame } from "../review/review-panel-frame.tsx";
import { approvalStep } from "./approval-step.ts";
import { PayoutLine } from "./payout-line.tsx";
import { useWithdrawDecisions, type WithdrawDecisionCalls } from "./withdraw-decisions.tsx";
import { WITHDRAW_STATUS_LABELS, WITHDRAW_TYPE_LABELS } from "./withdraw-labels.ts";

interface WithdrawPanelProps extends WithdrawDecisionCalls {
  withdrawal: WithdrawReview;
  operatorLogin: string;
  onClose: () => void;
}

/** Where the money goes and how much, who approved it so far, and the decisions this operator may take. */
export function WithdrawPanel({ withdrawal: w, operatorLogin, onClose, ...calls }: WithdrawPanelProps) {
  const { i18n } = useLingui();
  const step = approvalStep(w, operatorLogin);
  const decisions = useWithdrawDecisions(step ?? "pay", calls);
  const bank = w.type === WITHDRAW_BANK;
  return (
    <ReviewPanelFrame heading={<Trans>Withdrawal #{w.id}</Trans>} onClose={onClose}>
      <dl className="review-facts">
        <Fact label={<Trans>User UID</Trans>}><bdi className="mono">{w.uid}</bdi></Fact>
        <Fact label={<Trans>E-mail</Trans>}><bdi>{w.email ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Mobile</Trans>}><bdi>{w.mobile ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Type</Trans>}>{i18n._(WITHDRAW_TYPE_LABELS[w.type])}</Fact>
        <Fact label={<Trans>Amount</Trans>}><bdi className="mono">{formatAmount(w.number, i18n.locale)} USD</bdi></Fact>
        <Fact label={<Trans>Fee</Trans>}><bdi className="mono">{formatAmount(w.fee, i18n.locale)} USD</bdi></Fact>
        <Fact label={<Trans>Currency</Trans>}><bdi>{w.draw_currency.code} · {w.draw_currency.protocol}</bdi></Fact>
        {bank ? (
          <>
            <Fact label={<Trans>Bank</Trans>}><bdi>{w.address}</bdi></Fact>
            <Fact label={<Trans>SWIFT / BIC</Trans>}><bdi className="mono">{w.bank_swift ?? "—"}</bdi></Fact>
            <Fact label={<Trans>Payee</Trans>}><bdi>{w.payee_name ?? "—"}</bdi></Fact>
            <Fact label={<Trans>Payee account</Trans>}><bdi className="mono">{w.payee_account ?? "—"}</bdi></Fact>
          </>
        ) : (
          <Fact label={<Trans>Address</Trans>}><bdi className="mono long-text">{w.address}</bdi></Fact>
        )}
        {w.notes && <Fact label={<Trans>Memo</Trans>}><bdi>{w.notes}</bdi></Fact>}
        <Fact label={<Trans>Submitted</Trans>}>{formatDateTime(w.created_at, i18n.locale)}</Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(WITHDRAW_STATUS_LABELS[w.status])}</Fact>
        {w.first_approved_by && <Fact label={<Trans>First approval</Trans>}><bdi>{w.first_approved_by}</bdi></Fact>}
        {w.reviewed_at && (
          <Fact label={<Trans>Decided</Trans>}>
            {formatDateTime(w.reviewed_at, i18n.locale)} · <bdi>{w.reviewed_by ?? "—"}</bdi>
          </Fact>
        )}
        {w.real_number && <Fact label={<Trans>Payout reference</Trans>}><bdi className="mono long-text">{w.real_number}</bdi></Fact>}
        {w.reject_reason && <Fact label={<Trans>Reason</Trans>}><bdi>{w.reject_reason}</bdi></Fact>}
      </dl>
      <PayoutLine withdrawal={w} />
      {step === "first" && (
        <p className="muted"><Trans>Above the amount one operator may pay alone: two different operators must approve it.</Trans></p>
      )}
      {step === "other-operator" && (
        <p className="muted"><Trans>You gave the first approval: another operator must approve and pay it.</Trans></p>
      )}
      {step && <DecisionForm decisions={decisions} />}
    </ReviewPanelFrame>
  );
}
