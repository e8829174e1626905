import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { DecisionForm, type Decision } from "../review/decision-form.tsx";
import { Fact } from "../review/fact.tsx";
import { ProtectedPicture } from "../pictures/protected-picture.tsx";
import { rejectDecision } from "../review/reject-decision.tsx";
import { ReviewPanelFrame } from "../review/review-panel-frame.tsx";
import { CreditLine } from "./credit-line.tsx";
import { amountText, creditFigures } from "./deposit-figures.ts";
import { DEPOSIT_STATUS_LABELS, DEPOSIT_TYPE_LABELS } from "./deposit-labels.ts";

export interface DepositDecisions {
  onApprove: () => Promise<void>;
  onReject: (remark: string) => Promise<void>;
  onInvalid: (remark: string | null) => Promise<void>;
}

interface DepositPanelProps extends DepositDecisions {
  deposit: DepositReview;
  onClose: () => void;
}

/** The proof of payment beside what the user declared, and what an approval would credit. */
export function DepositPanel({ deposit, onApprove, onReject, onInvalid, onClose }: DepositPanelProps) {
  const { t, i18n } = useLingui();
  const { id, uid } = deposit;
  const figures = creditFigures(deposit);
  const credit = figures?.credit ?? "—";
  const decisions: Decision[] = [
    {
      key: "approve",
      label: <Trans>Approve…</Trans>,
      tone: "approve",
      ask: { kind: "confirm", text: <Trans>Credit {credit} USD to the balance of UID {uid}?</Trans>, submit: <Trans>Approve and credit</Trans> },
      send: onApprove,
    },
    rejectDecision({
      remarkLabel: <Trans>Remark for the user</Trans>,
      placeholder: t`For example: the amount on the proof does not match.`,
      missing: <Trans>Write why the deposit is rejected.</Trans>,
      send: onReject,
    }),
    {
      key: "invalid",
      label: <Trans>Mark invalid…</Trans>,
      tone: "plain",
      ask: { kind: "remark", label: <Trans>Remark (optional)</Trans>, missing: null, submit: <Trans>Mark invalid</Trans> },
      send: onInvalid,
    },
  ];
  return (
    <ReviewPanelFrame heading={<Trans>Deposit #{id}</Trans>} onClose={onClose}>
      <ProtectedPicture url={deposit.proof_img} title={t`Proof of payment`} />
      <dl className="review-facts">
        <Fact label={<Trans>User UID</Trans>}><bdi className="mono">{uid}</bdi></Fact>
        <Fact label={<Trans>E-mail</Trans>}><bdi>{deposit.email ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Mobile</Trans>}><bdi>{deposit.mobile ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Type</Trans>}>{i18n._(DEPOSIT_TYPE_LABELS[deposit.type])}</Fact>
        <Fact label={<Trans>Amount</Trans>}><bdi>{amountText(deposit)}</bdi></Fact>
        {deposit.protocol_code && <Fact label={<Trans>Network</Trans>}><bdi>{deposit.protocol_code}</bdi></Fact>}
        <Fact label={<Trans>Sent to</Trans>}><bdi className="mono">{deposit.address}</bdi></Fact>
        <Fact label={<Trans>Submitted</Trans>}>{formatDateTime(deposit.created_at, i18n.locale)}</Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(DEPOSIT_STATUS_LABELS[deposit.status])}</Fact>
        {deposit.reviewed_at && (
          <Fact label={<Trans>Reviewed</Trans>}>
            {formatDateTime(deposit.reviewed_at, i18n.locale)} · <bdi>{deposit.reviewed_by ?? "—"}</bdi>
          </Fact>
        )}
        {deposit.remark && <Fact label={<Trans>Remark</Trans>}><bdi>{deposit.remark}</bdi></Fact>}
      </dl>
      {figures && <CreditLine figures={figures} />}
      {deposit.status === DEPOSIT_UNCHECKED && <DecisionForm decisions={decisions} />}
    </ReviewPanelFrame>
  );
}
