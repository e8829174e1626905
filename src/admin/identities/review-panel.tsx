import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "#domain/contract/back-office.ts";
import { REVIEW_WAITING } from "#domain/identity.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { DecisionForm, type Decision } from "../review/decision-form.tsx";
import { Fact } from "../review/fact.tsx";
import { ProtectedPicture } from "../pictures/protected-picture.tsx";
import { rejectDecision } from "../review/reject-decision.tsx";
import { ReviewPanelFrame } from "../review/review-panel-frame.tsx";
import { REVIEW_STATUS_LABELS } from "./review-status.ts";

interface ReviewPanelProps {
  record: IdentityReview;
  onApprove: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Everything an operator compares before deciding: both sides of the ID against the typed name and number. */
export function ReviewPanel({ record, onApprove, onReject, onClose }: ReviewPanelProps) {
  const { t, i18n } = useLingui();
  const decisions: Decision[] = [
    { key: "approve", label: <Trans>Approve</Trans>, tone: "approve", send: onApprove },
    rejectDecision({
      remarkLabel: <Trans>Reason for the user</Trans>,
      placeholder: t`For example: the picture of the back side is blurred.`,
      missing: <Trans>Write why the verification is rejected.</Trans>,
      send: onReject,
    }),
  ];
  return (
    <ReviewPanelFrame heading={<bdi>{record.name}</bdi>} onClose={onClose}>
      <div className="id-pictures">
        <ProtectedPicture url={record.front_pic} title={t`Front side`} />
        <ProtectedPicture url={record.reverse_pic} title={t`Back side`} />
      </div>
      <dl className="review-facts">
        <Fact label={<Trans>Name</Trans>}><bdi>{record.name}</bdi></Fact>
        <Fact label={<Trans>ID number</Trans>}><bdi className="mono">{record.card_id}</bdi></Fact>
        <Fact label={<Trans>User UID</Trans>}><bdi className="mono">{record.uid}</bdi></Fact>
        <Fact label={<Trans>E-mail</Trans>}><bdi>{record.email ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Mobile</Trans>}><bdi>{record.mobile ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Submitted</Trans>}>{formatDateTime(record.submitted_at, i18n.locale)}</Fact>
        <Fact label={<Trans>Status</Trans>}>{i18n._(REVIEW_STATUS_LABELS[record.review_status])}</Fact>
        {record.reviewed_at && <Fact label={<Trans>Reviewed</Trans>}>{formatDateTime(record.reviewed_at, i18n.locale)}</Fact>}
        {record.reject_reason && <Fact label={<Trans>Reason given</Trans>}><bdi>{record.reject_reason}</bdi></Fact>}
      </dl>
      {record.review_status === REVIEW_WAITING && <DecisionForm decisions={decisions} />}
    </ReviewPanelFrame>
  );
}
