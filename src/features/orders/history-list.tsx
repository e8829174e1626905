import { Trans, useLingui } from "@lingui/react/macro";
import { useOrderHistory } from "../../data/trading-facade.ts";
import type { ClosedOrder } from "../../domain/order.ts";
import { formatAmount } from "../../ui/format-amount.ts";
import { formatDateTime } from "../../ui/format-date-time.ts";
import { formatPrice } from "../../ui/format-price.ts";
import { formatSigned, signDirection } from "../../ui/format-signed.ts";
import { LoadMore } from "../../ui/load-more.tsx";
import { OrderFigure } from "./order-figure.tsx";
import { CLOSE_REASON_LABELS, directionLabel, isBuy } from "./order-labels.ts";

function HistoryRow({ order }: { order: ClosedOrder }) {
  const { i18n, t } = useLingui();
  const precision = order.ForexTradeLists.PricePrecision;
  const lots = order.Quantity;
  const reason = CLOSE_REASON_LABELS[order.CloseReason];
  return (
    <li className="order-card" data-testid="history-row" data-order-id={order.Id}>
      <div className="order-head">
        <span className="order-code">{order.ForexTradeLists.ShowCode}</span>
        <span className={`order-side ${isBuy(order) ? "up" : "down"}`}>{i18n._(directionLabel(order))}</span>
        <span className="order-lots muted num">{t`${lots} lots`}</span>
        <span className={`order-profit num ${signDirection(order.FactProfits)}`} data-testid="history-profit">{formatSigned(order.FactProfits, 6)}</span>
      </div>
      <dl className="order-figures">
        <OrderFigure label={t`Open price`}>{formatPrice(order.Price, precision)}</OrderFigure>
        <OrderFigure label={t`Close price`} testId="history-close-price">{formatPrice(order.ClosePrice, precision)}</OrderFigure>
        <OrderFigure label={t`Reason`} testId="history-reason">{reason ? i18n._(reason) : order.CloseReason}</OrderFigure>
        <OrderFigure label={t`Fee`}>{formatAmount(order.TradeFee)}</OrderFigure>
        <OrderFigure label={t`Open time`}>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
        <OrderFigure label={t`Close time`}>{order.CloseTimeHandler ? formatDateTime(order.CloseTimeHandler) : "--"}</OrderFigure>
      </dl>
    </li>
  );
}

/** Tab 3: closed and cancelled orders, newest first, a page at a time (asked again each time it is shown). */
export function HistoryList() {
  const history = useOrderHistory();
  if (history.total === 0) {
    return <p className="empty-note" data-testid="history-empty"><Trans>No closed orders yet</Trans></p>;
  }
  return (
    <>
      <ul className="order-list" data-testid="history-list">
        {history.items.map((order) => <HistoryRow key={order.Id} order={order} />)}
      </ul>
      <LoadMore paged={history} />
    </>
  );
}
