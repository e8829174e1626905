import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "../../domain/order.ts";
import { formatDateTime } from "../../ui/format-date-time.ts";
import { formatPrice } from "../../ui/format-price.ts";
import { OrderFigure } from "./order-figure.tsx";
import { isBuy, pendingLabel } from "./order-labels.ts";

interface PendingRowProps {
  order: Order;
  blocked: string | undefined;
  onCancel: (order: Order) => void;
}

/** A pending order waiting for its price, with the market price it is compared to. */
export const PendingRow = memo(function PendingRow({ order, blocked, onCancel }: PendingRowProps) {
  const { i18n, t } = useLingui();
  const precision = order.ForexTradeLists.PricePrecision;
  const lots = order.Quantity;
  return (
    <li className="order-card" data-testid="pending-row" data-order-id={order.Id}>
      <div className="order-head">
        <span className="order-code">{order.ForexTradeLists.ShowCode}</span>
        <span className={`order-side ${isBuy(order) ? "up" : "down"}`}>{i18n._(pendingLabel(order))}</span>
        <span className="order-lots muted num">{t`${lots} lots`}</span>
      </div>
      <dl className="order-figures">
        <OrderFigure label={t`Target price`} testId="order-target">{formatPrice(order.Price, precision)}</OrderFigure>
        <OrderFigure label={t`Current price`}>{formatPrice(order.UpdatePrice, precision)}</OrderFigure>
        <OrderFigure label={t`Leverage`}>{`×${order.Multiple}`}</OrderFigure>
        <OrderFigure label={t`Stop loss`}>{order.TargetLossPrice ? formatPrice(order.TargetLossPrice, precision) : "--"}</OrderFigure>
        <OrderFigure label={t`Take profit`}>{order.TargetProfitPrice ? formatPrice(order.TargetProfitPrice, precision) : "--"}</OrderFigure>
        <OrderFigure label={t`Placed at`}>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
      </dl>
      <div className="order-actions">
        <button type="button" className="order-button order-button-strong" disabled={Boolean(blocked)} title={blocked} onClick={() => onCancel(order)} data-testid="cancel-pending">
          {t`Cancel order`}
        </button>
      </div>
    </li>
  );
});
