import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_FINISHED } from "#domain/funds.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { DEPOSIT_STATUS_LABELS } from "./deposit-labels.ts";

/** A decided deposit's outcome in one cell: what was decided and credited, the remark, and who decided when. */
export function DepositDecision({ deposit }: { deposit: DepositReview }) {
  const { i18n } = useLingui();
  const { credit, remark, reviewed_by: reviewer, reviewed_at: reviewedAt } = deposit;
  return (
    <>
      <strong>{i18n._(DEPOSIT_STATUS_LABELS[deposit.status])}</strong>
      {deposit.status === DEPOSIT_FINISHED && credit && (
        <span className="cell-line">
          <Trans><bdi className="mono">{formatAmount(credit, i18n.locale)}</bdi> USD credited</Trans>
        </span>
      )}
      {remark && <span className="cell-line"><bdi>{remark}</bdi></span>}
      <small className="cell-note">
        <bdi>{reviewer ?? "—"}</bdi>
        {reviewedAt && <> · {formatDateTime(reviewedAt, i18n.locale)}</>}
      </small>
    </>
  );
}
