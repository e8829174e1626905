import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";
import { isBuy } from "./order-labels.ts";

interface OrderHeadProps {
  order: Pick<Order, "OrderType" | "Quantity" | "FactProfits"> & { ForexTradeLists: Pick<Order["ForexTradeLists"], "ShowCode"> };
  /** The side as the card names it: Buy, Sell, or a pending order's MT5 type. */
  side: MessageDescriptor;
  /** Shows the order's profit under this test id; a pending order has none. */
  profitTestId?: string;
}

/** A card's first line: the instrument, its side, the lots and, for a position, its profit. */
export function OrderHead({ order, side, profitTestId }: OrderHeadProps) {
  const { i18n, t } = useLingui();
  const lots = formatQuantity(order.Quantity, i18n.locale);
  return (
    <div className="order-head">
      <span className="order-code">{order.ForexTradeLists.ShowCode}</span>
      <span className={`order-side ${isBuy(order) ? "up" : "down"}`}>{i18n._(side)}</span>
      <span className="order-lots muted num">{t`${lots} lots`}</span>
      {profitTestId && (
        <span className={`order-profit num ${signDirection(order.FactProfits)}`} data-testid={profitTestId}>
          {formatSignedMoney(order.FactProfits, i18n.locale)}
        </span>
      )}
    </div>
  );
}
