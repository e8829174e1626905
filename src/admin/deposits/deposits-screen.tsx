import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_UNCHECKED, type DepositStatus } from "#domain/funds.ts";
import { approveDeposit, fetchDeposits, invalidateDeposit, rejectDeposit } from "../api/deposit-calls.ts";
import { ReviewQueueScreen } from "../review/review-queue-screen.tsx";
import { useReviewQueue } from "../review/use-review-queue.ts";
import { DepositPanel, type DepositDecisions } from "./deposit-panel.tsx";
import { DEPOSIT_FILTERS, DEPOSIT_STATUS_LABELS } from "./deposit-labels.ts";
import { DepositTable } from "./deposit-table.tsx";

const idOf = (deposit: DepositReview) => deposit.id;

/** The deposit queue: unchecked deposits oldest first, one open beside the list with its proof and credit. */
export function DepositsScreen({ onQueuesChanged }: { onQueuesChanged: () => void }) {
  const { t } = useLingui();
  const queue = useReviewQueue<DepositStatus, DepositReview>({ initialStatus: DEPOSIT_UNCHECKED, load: fetchDeposits, idOf, onQueuesChanged });

  const decisions = ({ id }: DepositReview): DepositDecisions => ({
    onApprove: () => queue.settle(approveDeposit(id), t`Deposit #${id} approved and credited.`),
    onReject: (remark) => queue.settle(rejectDeposit(id, remark), t`Deposit #${id} rejected.`),
    onInvalid: (remark) => queue.settle(invalidateDeposit(id, remark), t`Deposit #${id} marked invalid.`),
  });

  return (
    <ReviewQueueScreen
      className="wide-table"
      title={<Trans>Deposits</Trans>}
      queue={queue}
      filters={DEPOSIT_FILTERS}
      labels={DEPOSIT_STATUS_LABELS}
      table={(records) => <DepositTable records={records} selectedId={queue.selectedId} onSelect={queue.select} />}
      panel={(deposit) => <DepositPanel deposit={deposit} {...decisions(deposit)} onClose={() => queue.select(null)} />}
    />
  );
}
