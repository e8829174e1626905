import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { liveCard } from "./live-card.tsx";
import { OrderFigure } from "./order-figure.tsx";
import { OrderHead } from "./order-head.tsx";
import { pendingLabel } from "./order-labels.ts";

interface PendingRowProps {
  blocked: string | undefined;
  onCancel: (order: Order) => void;
  onModify: (order: Order) => void;
}

/** A pending order waiting for its price, with the market price it is compared to. */
export const PendingRow = liveCard<PendingRowProps>(function PendingRow({ order, card, blocked, onCancel, onModify }) {
  const { i18n, t } = useLingui();
  const precision = order.ForexTradeLists.PricePrecision;
  return (
    <li ref={card} className="order-card" data-testid="pending-row" data-order-id={order.Id}>
      <OrderHead order={order} side={pendingLabel(order)} />
      <dl className="order-figures">
        <OrderFigure label={t`Target price`} testId="order-target">{formatPrice(order.Price, precision, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Current price`}>{formatPrice(order.UpdatePrice, precision, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Leverage`}>{`×${order.Multiple}`}</OrderFigure>
        <OrderFigure label={t`Stop loss`}>{order.TargetLossPrice ? formatPrice(order.TargetLossPrice, precision, i18n.locale) : "--"}</OrderFigure>
        <OrderFigure label={t`Take profit`}>{order.TargetProfitPrice ? formatPrice(order.TargetProfitPrice, precision, i18n.locale) : "--"}</OrderFigure>
        <OrderFigure label={t`Placed at`} text>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
        <OrderFigure label={t`Expires`} text testId="order-expiry">{order.ExpireTimeHandler ? formatDateTime(order.ExpireTimeHandler) : t`Good till cancelled`}</OrderFigure>
      </dl>
      <div className="order-actions">
        <button type="button" className="order-button" disabled={Boolean(blocked)} title={blocked} onClick={() => onModify(order)} data-testid="modify-pending">
          {t`Change`}
        </button>
        <button type="button" className="order-button order-button-strong" disabled={Boolean(blocked)} title={blocked} onClick={() => onCancel(order)} data-testid="cancel-pending">
          {t`Cancel order`}
        </button>
      </div>
    </li>
  );
});
