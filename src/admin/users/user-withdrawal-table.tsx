import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { WithNote } from "../common/with-note.tsx";
import { Figure } from "./figure.tsx";
import { UserRecords } from "./user-records.tsx";

/** The user's newest withdrawals: USD out of the balance, what reaches them in which currency, and where it stands. */
export function UserWithdrawalTable({ withdrawals }: { withdrawals: UserOverview["withdrawals"] }) {
  const { i18n } = useLingui();
  const head = (
    <tr>
      <th><Trans>ID</Trans></th>
      <th><Trans>Amount (USD)</Trans></th>
      <th><Trans>Fee (USD)</Trans></th>
      <th><Trans>Paid out</Trans></th>
      <th><Trans>Status</Trans></th>
      <th><Trans>Requested</Trans></th>
    </tr>
  );
  return (
    <UserRecords title={<Trans>Withdrawals</Trans>} count={withdrawals.length} head={head}>
      {withdrawals.map((withdrawal) => (
        <tr key={withdrawal.id}>
          <td className="mono"><bdi>#{withdrawal.id}</bdi></td>
          <td className="nowrap"><Figure>{formatAmount(withdrawal.number, i18n.locale)}</Figure></td>
          <td className="nowrap"><Figure>{formatAmount(withdrawal.fee, i18n.locale)}</Figure></td>
          <td className="nowrap">
            <WithNote note={withdrawal.draw_currency.protocol}>
              <Figure>{withdrawal.received} {withdrawal.draw_currency.code}</Figure>
            </WithNote>
          </td>
          {/* The server names the status in the operator's language. */}
          <td className="prose"><WithNote note={withdrawal.reject_reason}>{withdrawal.status_name}</WithNote></td>
          <td className="nowrap">{formatDateTime(withdrawal.created_at, i18n.locale)}</td>
        </tr>
      ))}
    </UserRecords>
  );
}
