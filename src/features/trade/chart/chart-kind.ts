import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "#state/stored.ts";

/** Candlesticks, or a line through the closes; kept on this device. */
export type ChartKind = "candles" | "line";

const KEY = "pipwise.chart-kind";
const listeners = new Set<() => void>();

const chartKind = (): ChartKind => (readStored(KEY) === "line" ? "line" : "candles");

export function chooseChartKind(kind: ChartKind): void {
  writeStored(KEY, kind === "line" ? kind : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChartKind(): ChartKind {
  return useSyncExternalStore(subscribe, chartKind);
}
