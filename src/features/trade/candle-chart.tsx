import { useEffect, useMemo, useRef } from "react";
import uPlot from "uplot";
import { Trans } from "@lingui/react/macro";
import "uplot/dist/uPlot.min.css";
import type { Candle, Period } from "../../domain/instrument.ts";
import { candleColumns, type CandleColumns } from "./candle-columns.ts";
import { chartOptions, readChartTheme } from "./chart-options.ts";

/** Enough candles to read on a phone; older history stays in the store. */
const VISIBLE_CANDLES = 90;

interface CandleChartProps {
  candles: readonly Candle[] | undefined;
  precision: number;
  period: Period;
  loading: boolean;
}

export function CandleChart({ candles, precision, period, loading }: CandleChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const columns = useMemo(() => candleColumns(candles ?? [], VISIBLE_CANDLES), [candles]);
  const latest = useRef<CandleColumns>(columns);

  useEffect(() => {
    const el = box.current!;
    const size = { width: el.clientWidth, height: el.clientHeight };
    const u = new uPlot(chartOptions(size, precision, period, readChartTheme(el)), latest.current, el);
    plot.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: el.clientHeight }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [precision, period]);

  useEffect(() => {
    latest.current = columns;
    plot.current?.setData(columns);
  }, [columns]);

  return (
    <div className="chart-wrap">
      <div ref={box} className="chart" data-testid="chart" data-candles={columns[0].length} data-period={period} />
      {columns[0].length === 0 && (
        <div className="chart-overlay">
          {loading ? <span className="spinner small" /> : <span className="muted"><Trans>No data</Trans></span>}
        </div>
      )}
    </div>
  );
}
