import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "../../domain/contract/back-office.ts";
import { REVIEW_WAITING } from "../../domain/identity.ts";
import { formatDateTime } from "../../ui/format-date-time.ts";
import { DecisionForm } from "./decision-form.tsx";
import { IdPicture } from "./id-picture.tsx";
import { REVIEW_STATUS_LABELS } from "./review-status.ts";

interface ReviewPanelProps {
  record: IdentityReview;
  onApprove: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Everything an operator compares before deciding: both sides of the ID against the typed name and number. */
export function ReviewPanel({ record, onApprove, onReject, onClose }: ReviewPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <section className="panel review-panel" aria-label={t`Review`}>
      <header className="review-head">
        <h2><bdi>{record.name}</bdi></h2>
        <button type="button" onClick={onClose}><Trans>Close</Trans></button>
      </header>
      <div className="id-pictures">
        <IdPicture url={record.front_pic} title={t`Front side`} />
        <IdPicture url={record.reverse_pic} title={t`Back side`} />
      </div>
      <dl className="review-facts">
        <Row label={<Trans>Name</Trans>}><bdi>{record.name}</bdi></Row>
        <Row label={<Trans>ID number</Trans>}><bdi className="mono">{record.card_id}</bdi></Row>
        <Row label={<Trans>User UID</Trans>}><bdi className="mono">{record.uid}</bdi></Row>
        <Row label={<Trans>E-mail</Trans>}><bdi>{record.email ?? "—"}</bdi></Row>
        <Row label={<Trans>Mobile</Trans>}><bdi>{record.mobile ?? "—"}</bdi></Row>
        <Row label={<Trans>Submitted</Trans>}>{formatDateTime(record.submitted_at, i18n.locale)}</Row>
        <Row label={<Trans>Status</Trans>}>{i18n._(REVIEW_STATUS_LABELS[record.review_status])}</Row>
        {record.reviewed_at && <Row label={<Trans>Reviewed</Trans>}>{formatDateTime(record.reviewed_at, i18n.locale)}</Row>}
        {record.reject_reason && <Row label={<Trans>Reason given</Trans>}><bdi>{record.reject_reason}</bdi></Row>}
      </dl>
      {record.review_status === REVIEW_WAITING && <DecisionForm onApprove={onApprove} onReject={onReject} />}
    </section>
  );
}
