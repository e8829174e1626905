import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { Figure } from "./figure.tsx";
import { signedAmount } from "./signed-amount.ts";
import { UserRecords } from "./user-records.tsx";

/** The newest changes of the user's balance and locked balance, each with what it left behind. */
export function LedgerTable({ lines }: { lines: UserOverview["ledger"] }) {
  const { i18n } = useLingui();
  const head = (
    <tr>
      <th><Trans>When</Trans></th>
      <th><Trans>Memo</Trans></th>
      <th><Trans>Change (USD)</Trans></th>
      <th><Trans>Locked change (USD)</Trans></th>
      <th><Trans>Balance after (USD)</Trans></th>
    </tr>
  );
  return (
    <UserRecords title={<Trans>Ledger</Trans>} count={lines.length} head={head}>
      {lines.map((line) => (
        <tr key={line.id}>
          <td className="nowrap">{formatDateTime(line.created_at, i18n.locale)}</td>
          <td className="prose"><bdi>{line.memo}</bdi></td>
          <td className="nowrap"><Figure>{signedAmount(line.value)}</Figure></td>
          <td className="nowrap"><Figure>{signedAmount(line.lock_value)}</Figure></td>
          <td className="nowrap"><Figure>{formatAmount(line.balance_after, i18n.locale)}</Figure></td>
        </tr>
      ))}
    </UserRecords>
  );
}
