import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useOrderHistory } from "#data/orders/facade.ts";
import type { ClosedOrder } from "#domain/order.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { LoadMore } from "#ui/load-more.tsx";
import { OrderFigure } from "./order-figure.tsx";
import { CLOSE_REASON_LABELS, directionLabel, pendingLabel } from "./order-labels.ts";
import { OrderHead } from "./order-head.tsx";
import "./history-statement-link.css";

/** A pending order cancelled, or refused at its price for want of margin, never became a deal: it has no open price, close price, fee or result. */
const neverFilled = (order: ClosedOrder) => order.CloseReason === "cancelled" || order.CloseReason === "no-margin" || order.CloseReason === "expired";

function HistoryRow({ order }: { order: ClosedOrder }) {
  const { i18n, t } = useLingui();
  const precision = order.ForexTradeLists.PricePrecision;
  const reason = CLOSE_REASON_LABELS[order.CloseReason];
  const closeTime = <OrderFigure label={t`Close time`} text>{order.CloseTimeHandler ? formatDateTime(order.CloseTimeHandler) : "--"}</OrderFigure>;
  const reasonFigure = <OrderFigure label={t`Reason`} testId="history-reason" text>{reason ? i18n._(reason) : order.CloseReason}</OrderFigure>;
  if (neverFilled(order)) {
    return (
      <li className="order-card" data-testid="history-row" data-order-id={order.Id} data-never-filled>
        <OrderHead order={order} side={pendingLabel(order)} />
        <dl className="order-figures">
          <OrderFigure label={t`Target price`} testId="history-target">{formatPrice(order.Price, precision, i18n.locale)}</OrderFigure>
          {reasonFigure}
          <OrderFigure label={t`Placed at`} text>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
          {closeTime}
        </dl>
      </li>
    );
  }
  return (
    <li className="order-card" data-testid="history-row" data-order-id={order.Id}>
      <OrderHead order={order} side={directionLabel(order)} profitTestId="history-profit" />
      <dl className="order-figures">
        <OrderFigure label={t`Open price`}>{formatPrice(order.Price, precision, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Close price`} testId="history-close-price">{formatPrice(order.ClosePrice, precision, i18n.locale)}</OrderFigure>
        {reasonFigure}
        <OrderFigure label={t`Fee`}>{formatAmount(order.TradeFee, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Swap`} testId="history-swap">{formatAmount(order.Swap, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Open time`} text>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
        {closeTime}
      </dl>
    </li>
  );
}

/** Where the history's totals and its CSV are: the statement, filtered by period and instrument. */
const statementLink = (
  <Link to="/mine/statement" className="history-statement-link" data-testid="history-statement">
    <Trans>Statement and export</Trans>
  </Link>
);

/** Tab 3: closed and cancelled orders, newest first, a page at a time (asked again each time it is shown). */
export function HistoryList() {
  const history = useOrderHistory();
  if (history.total === 0) {
    return (
      <>
        {statementLink}
        <p className="empty-note" data-testid="history-empty"><Trans>No closed orders yet</Trans></p>
      </>
    );
  }
  return (
    <>
      {statementLink}
      <ul className="order-list" data-testid="history-list">
        {history.items.map((order) => <HistoryRow key={order.Id} order={order} />)}
      </ul>
      <LoadMore paged={history} />
    </>
  );
}
