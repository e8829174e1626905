import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { Figure } from "./figure.tsx";
import { orderDirectionLabel, orderStateLabel } from "./order-labels.ts";
import { signedAmount } from "./signed-amount.ts";
import { UserRecords } from "./user-records.tsx";

/** The user's newest orders, pending, open and closed, with their prices, margin and profit. */
export function UserOrderTable({ orders }: { orders: UserOverview["orders"] }) {
  const { i18n } = useLingui();
  const head = (
    <tr>
      <th><Trans>Symbol</Trans></th>
      <th><Trans>Direction</Trans></th>
      <th><Trans>Lots</Trans></th>
      <th><Trans>Leverage</Trans></th>
      <th><Trans>Open price</Trans></th>
      <th><Trans>Close price</Trans></th>
      <th><Trans>Margin (USD)</Trans></th>
      <th><Trans>Profit (USD)</Trans></th>
      <th><Trans>State</Trans></th>
      <th><Trans>Placed</Trans></th>
    </tr>
  );
  return (
    <UserRecords title={<Trans>Orders</Trans>} count={orders.length} head={head}>
      {orders.map((order) => (
        <tr key={order.id}>
          <td className="mono"><bdi>{order.code}</bdi></td>
          <td>{i18n._(orderDirectionLabel(order.direction))}</td>
          <td><Figure>{order.lots}</Figure></td>
          <td><Figure>×{order.leverage}</Figure></td>
          <td><Figure>{order.open_price ?? "—"}</Figure></td>
          <td><Figure>{order.close_price ?? "—"}</Figure></td>
          <td className="nowrap"><Figure>{formatAmount(order.margin, i18n.locale)}</Figure></td>
          <td className="nowrap"><Figure>{order.profit === null ? "—" : signedAmount(order.profit)}</Figure></td>
          <td>{i18n._(orderStateLabel(order.state))}</td>
          <td className="nowrap">{formatDateTime(order.created_at, i18n.locale)}</td>
        </tr>
      ))}
    </UserRecords>
  );
}
