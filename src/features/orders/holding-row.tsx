import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { liveCard } from "./live-card.tsx";
import { OrderFigure } from "./order-figure.tsx";
import { OrderHead } from "./order-head.tsx";
import { directionLabel } from "./order-labels.ts";
import { usePriceMove } from "./use-price-move.ts";

interface HoldingRowProps {
  /** Why trading is impossible now (offline), or undefined. */
  blocked: string | undefined;
  onClose: (order: Order) => void;
  onStops: (order: Order) => void;
  onClosePart: (order: Order) => void;
}

/** An open position with its live price and profit (re-rendered only when this order changed, and on screen). */
export const HoldingRow = liveCard<HoldingRowProps>(function HoldingRow({ order, card, blocked, onClose, onStops, onClosePart }) {
  const { i18n, t } = useLingui();
  const precision = order.ForexTradeLists.PricePrecision;
  const move = usePriceMove(order.UpdatePrice);
  const trailingPoints = order.TrailingPoints;
  return (
    <li ref={card} className="order-card" data-testid="holding-row" data-order-id={order.Id}>
      <OrderHead order={order} side={directionLabel(order)} profitTestId="order-profit" />
      <dl className="order-figures">
        <OrderFigure label={t`Open price`} testId="order-open-price">{formatPrice(order.Price, precision, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Current price`} testId="order-price" className={move}>{formatPrice(order.UpdatePrice, precision, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Leverage`}>{`×${order.Multiple}`}</OrderFigure>
        <OrderFigure label={t`Margin`} testId="order-margin">{formatAmount(order.CautionMoney, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Fee`} testId="order-fee">{formatAmount(order.TradeFee, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Swap`} testId="order-swap">{formatAmount(order.Swap, i18n.locale)}</OrderFigure>
        <OrderFigure label={t`Open time`} text>{formatDateTime(order.CreateTimeHandler)}</OrderFigure>
        <OrderFigure label={t`Stop loss`} testId="order-sl">{order.TargetLossPrice ? formatPrice(order.TargetLossPrice, precision, i18n.locale) : "--"}</OrderFigure>
        <OrderFigure label={t`Trailing stop`} testId="order-trailing">{trailingPoints ? t`${trailingPoints} points` : "--"}</OrderFigure>
        <OrderFigure label={t`Take profit`} testId="order-tp">{order.TargetProfitPrice ? formatPrice(order.TargetProfitPrice, precision, i18n.locale) : "--"}</OrderFigure>
      </dl>
      <div className="order-actions">
        <button type="button" className="order-button" disabled={Boolean(blocked)} title={blocked} onClick={() => onStops(order)} data-testid="set-stops">
          {t`Set TP / SL`}
        </button>
        <button type="button" className="order-button" disabled={Boolean(blocked)} title={blocked} onClick={() => onClosePart(order)} data-testid="close-part">
          {t`Close part`}
        </button>
        <button type="button" className="order-button order-button-strong" disabled={Boolean(blocked)} title={blocked} onClick={() => onClose(order)} data-testid="close-position">
          {t`Close position`}
        </button>
      </div>
    </li>
  );
});
