import { proxy } from "valtio";
import type { Candle, Period, Quote } from "#domain/instrument.ts";
import type { ConnectionStatus } from "#workers/realtime/types.ts";

export interface LiveState {
  /** Latest quote per instrument code (each one a valtio `ref`: replaced whole, never mutated). */
  quotes: Record<string, Quote>;
  /** The forming candle of each period, per instrument code. */
  forming: Record<string, Partial<Record<Period, Candle>>>;
  connection: ConnectionStatus;
}

/** Live market state of this tab, fed by the realtime worker at most once per animation frame. */
export const live = proxy<LiveState>({ quotes: {}, forming: {}, connection: "idle" });
