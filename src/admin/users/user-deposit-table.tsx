import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { WithNote } from "../common/with-note.tsx";
import { amountText } from "../deposits/deposit-figures.ts";
import { DEPOSIT_STATUS_LABELS, DEPOSIT_TYPE_LABELS } from "../deposits/deposit-labels.ts";
import { Figure } from "./figure.tsx";
import { UserRecords } from "./user-records.tsx";

/** The user's newest deposits as declared, what each credited, and the queue's decision. */
export function UserDepositTable({ deposits }: { deposits: UserOverview["deposits"] }) {
  const { i18n } = useLingui();
  const head = (
    <tr>
      <th><Trans>ID</Trans></th>
      <th><Trans>Type</Trans></th>
      <th><Trans>Amount</Trans></th>
      <th><Trans>Credited (USD)</Trans></th>
      <th><Trans>Status</Trans></th>
      <th><Trans>Submitted</Trans></th>
    </tr>
  );
  return (
    <UserRecords title={<Trans>Deposits</Trans>} count={deposits.length} head={head}>
      {deposits.map((deposit) => (
        <tr key={deposit.id}>
          <td className="mono"><bdi>#{deposit.id}</bdi></td>
          <td>{i18n._(DEPOSIT_TYPE_LABELS[deposit.type])}</td>
          <td className="nowrap"><WithNote note={deposit.protocol_code}><Figure>{amountText(deposit)}</Figure></WithNote></td>
          <td className="nowrap"><Figure>{deposit.credit === null ? "—" : formatAmount(deposit.credit, i18n.locale)}</Figure></td>
          <td className="prose"><WithNote note={deposit.remark}>{i18n._(DEPOSIT_STATUS_LABELS[deposit.status])}</WithNote></td>
          <td className="nowrap">{formatDateTime(deposit.created_at, i18n.locale)}</td>
        </tr>
      ))}
    </UserRecords>
  );
}
