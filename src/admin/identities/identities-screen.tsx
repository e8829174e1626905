import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "#domain/contract/back-office.ts";
import { REVIEW_WAITING, type ReviewStatus } from "#domain/identity.ts";
import { approveIdentity, fetchIdentities, rejectIdentity } from "../api/back-office-calls.ts";
import { ReviewQueueScreen } from "../review/review-queue-screen.tsx";
import { useReviewQueue } from "../review/use-review-queue.ts";
import { IdentityTable } from "./identity-table.tsx";
import { ReviewPanel } from "./review-panel.tsx";
import { REVIEW_FILTERS, REVIEW_STATUS_LABELS } from "./review-status.ts";
import "./identities-screen.css";

const userIdOf = (record: IdentityReview) => record.user_id;

/** The real-name queue: waiting records page by page, one open for review beside the list. */
export function IdentitiesScreen({ onQueuesChanged }: { onQueuesChanged: () => void }) {
  const { t } = useLingui();
  const queue = useReviewQueue<ReviewStatus, IdentityReview>({ initialStatus: REVIEW_WAITING, load: fetchIdentities, idOf: userIdOf, onQueuesChanged });

  const decisions = ({ user_id, name, uid }: IdentityReview) => ({
    onApprove: () => queue.settle(approveIdentity(user_id), t`Approved: ${name} (UID ${uid}).`),
    onReject: (reason: string) => queue.settle(rejectIdentity(user_id, reason), t`Rejected: ${name} (UID ${uid}).`),
  });

  return (
    <ReviewQueueScreen
      title={<Trans>Identity verification</Trans>}
      queue={queue}
      filters={REVIEW_FILTERS}
      labels={REVIEW_STATUS_LABELS}
      table={(records) => <IdentityTable records={records} selectedId={queue.selectedId} onSelect={queue.select} />}
      panel={(record) => <ReviewPanel record={record} {...decisions(record)} onClose={() => queue.select(null)} />}
    />
  );
}
