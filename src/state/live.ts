import { proxy, ref } from "valtio";
import type { Candle, Period, Quote } from "#domain/instrument.ts";
import type { ConnectionStatus } from "#workers/realtime/types.ts";

export interface LiveState {
  /**
   * Latest quote per instrument code, each replaced whole, never mutated. A plain object that
   * valtio does not follow: a frame replaces dozens of quotes while a page shows a few, so the
   * writer names the codes it changed (`quotesChanged`) and each view hears only its own.
   */
  quotes: Record<string, Quote>;
  /** The forming candle of each period, per instrument code. */
  forming: Record<string, Partial<Record<Period, Candle>>>;
  connection: ConnectionStatus;
}

/** Live market state of this tab, fed by the realtime worker at most once per animation frame. */
export const live = proxy<LiveState>({ quotes: ref<Record<string, Quote>>({}), forming: {}, connection: "idle" });

type QuotesListener = (codes: readonly string[]) => void;
const quotesListeners = new Set<QuotesListener>();

/** Hears the codes whose quotes `live.quotes` replaced, once per write; returns the function that stops. */
export function onQuotesChanged(listener: QuotesListener): () => void {
  quotesListeners.add(listener);
  return () => quotesListeners.delete(listener);
}

/** Called by whoever wrote `live.quotes`, with the codes it replaced. */
export function quotesChanged(codes: readonly string[]): void {
  if (codes.length > 0) quotesListeners.forEach((listener) => listener(codes));
}
