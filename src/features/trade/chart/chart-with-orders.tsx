import { memo, useMemo, useState, useSyncExternalStore } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useInstruments, useOnline } from "#data/market/facade.ts";
import { liveQuoteLookup, useLiveOrders } from "#data/orders/facade.ts";
import type { Order } from "#domain/order.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";
import { paths } from "#routing/paths.ts";
import { CandleChart, type CandleChartProps } from "./candle-chart.tsx";
import { LineChangeDialog, type AskedChange } from "./line-change-dialog.tsx";
import { lineVerdict } from "./line-drag-rules.ts";
import { priceLines, type ChartLine } from "./line-labels.ts";
import { orderLines } from "./order-lines.ts";
import type { LineHandlers } from "./use-order-line-layer.ts";

const quiet = () => () => {};

/**
 * The chart of a signed-in user, with their live positions, pending orders and stops on this
 * instrument drawn over the candles (a visitor has no orders to ask for): a stop or a pending
 * price dragged to a new level is changed once the user confirms it, and a line tapped opens its
 * order on the orders page. Ticks render it only while a change is asked, whose result follows them.
 */
export const ChartWithOrders = memo(function ChartWithOrders(chart: Omit<CandleChartProps, "lines" | "lineHandlers" | "held">) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const { holding, pending } = useLiveOrders();
  const instruments = useInstruments();
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const { instrumentId, feed } = chart;
  useSyncExternalStore(asked ? feed.subscribe : quiet, () => (asked ? feed.quote() : undefined));
  const orders = useMemo(() => [...holding, ...pending], [holding, pending]);
  const lines = useMemo(() => priceLines(orderLines(orders, instrumentId), i18n), [orders, instrumentId, i18n]);
  const instrument = instruments?.find((i) => i.Id === instrumentId);
  // At each call: a drag is judged at the prices of its move, whose ticks render nothing here.
  const moneyNow = () => (instrument && instruments ? { units: instrument.ForexContNum, usdRate: usdRate(instrument.QuoteCurrency, liveQuoteLookup(instruments)) } : undefined);
  const orderOf = (line: ChartLine): Order | undefined => orders.find((o) => o.Id === line.orderId);

  const handlers: LineHandlers = {
    judge(line, level) {
      const order = orderOf(line);
      if (!online) return { problem: t`Trading is unavailable offline` };
      const money = moneyNow();
      return order && money ? lineVerdict(order, line.role, level, feed.quote(), money.units, money.usdRate) : {};
    },
    drop(line, level) {
      const order = orderOf(line);
      if (order && line.role !== "position") setAsked({ order, role: line.role, level });
    },
    tap: (line) => void navigate({ href: paths.order(line.orderId) }),
  };
  const held = useMemo(() => asked && { orderId: asked.order.Id, role: asked.role, level: asked.level }, [asked]);

  return (
    <>
      <CandleChart {...chart} lines={lines} lineHandlers={handlers} held={held} />
      {asked && <LineChangeDialog asked={asked} money={moneyNow()} onDone={() => setAsked(null)} />}
    </>
  );
});
