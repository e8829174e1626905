import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_WAITING, type WithdrawStatus } from "#domain/withdraw.ts";
import { approveWithdrawal, fetchWithdrawals, rejectWithdrawal } from "../api/withdraw-calls.ts";
import { ReviewQueueScreen } from "../review/review-queue-screen.tsx";
import { useReviewQueue } from "../review/use-review-queue.ts";
import type { WithdrawDecisionCalls } from "./withdraw-decisions.tsx";
import { WITHDRAW_FILTERS, WITHDRAW_STATUS_LABELS } from "./withdraw-labels.ts";
import { WithdrawPanel } from "./withdraw-panel.tsx";
import { WithdrawTable } from "./withdraw-table.tsx";
import "./withdrawals.css";

const idOf = (withdrawal: WithdrawReview) => withdrawal.id;

interface WithdrawalsScreenProps {
  operatorLogin: string;
  onQueuesChanged: () => void;
}

/** The withdrawal queue: waiting withdrawals oldest first, one open beside the list with where its money goes. */
export function WithdrawalsScreen({ operatorLogin, onQueuesChanged }: WithdrawalsScreenProps) {
  const { t } = useLingui();
  const queue = useReviewQueue<WithdrawStatus, WithdrawReview>({ initialStatus: WITHDRAW_WAITING, load: fetchWithdrawals, idOf, onQueuesChanged });

  const decisions = ({ id }: WithdrawReview): WithdrawDecisionCalls => ({
    onFirstApproval: () => queue.settle(approveWithdrawal(id, null), t`Withdrawal #${id} approved: a second operator pays it out.`),
    onPay: (reference) => queue.settle(approveWithdrawal(id, reference), t`Withdrawal #${id} marked paid.`),
    onReject: (reason) => queue.settle(rejectWithdrawal(id, reason), t`Withdrawal #${id} rejected: the amount is back in the user's balance.`),
  });

  return (
    <ReviewQueueScreen
      className="withdraw-queue"
      title={<Trans>Withdrawals</Trans>}
      queue={queue}
      filters={WITHDRAW_FILTERS}
      labels={WITHDRAW_STATUS_LABELS}
      table={(records) => <WithdrawTable records={records} selectedId={queue.selectedId} onSelect={queue.select} />}
      panel={(withdrawal) => (
        <WithdrawPanel withdrawal={withdrawal} operatorLogin={operatorLogin} {...decisions(withdrawal)} onClose={() => queue.select(null)} />
      )}
    />
  );
}
