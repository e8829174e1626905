import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLiveOrders } from "#data/orders/facade.ts";
import { CandleChart, type CandleChartProps } from "./candle-chart.tsx";
import { priceLines } from "./line-labels.ts";
import { orderLines } from "./order-lines.ts";

/**
 * The chart of a signed-in user, with their live positions, pending orders and stops on this
 * instrument drawn over the candles (a visitor has no orders to ask for).
 */
export function ChartWithOrders({ instrumentId, ...chart }: Omit<CandleChartProps, "lines"> & { instrumentId: number }) {
  const { i18n } = useLingui();
  const { holding, pending } = useLiveOrders();
  const lines = useMemo(() => priceLines(orderLines([...holding, ...pending], instrumentId), i18n), [holding, pending, instrumentId, i18n]);
  return <CandleChart {...chart} lines={lines} />;
}
