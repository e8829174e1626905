import { useEffect } from "react";
import { useSnapshot } from "valtio";
import type { Quote } from "../domain/instrument.ts";
import { realtime } from "../realtime/ensure-realtime.ts";
import { live } from "../state/live.ts";
import type { ConnectionStatus } from "../../workers/realtime/types.ts";
import { hydrateLiveQuotes } from "./live-quotes.ts";

/**
 * The latest quote of one instrument. Only `code` is tracked on the live store, so a row
 * re-renders when its own price moves, not when any of the other rows' do.
 */
export function useQuote(code: string): Quote | undefined {
  useEffect(() => void hydrateLiveQuotes(), []);
  return useSnapshot(live.quotes)[code];
}

/** Holds a socket topic (DAY_MARKET, KLINE.{code}, …) while the calling component is mounted. */
export function useLiveTopic(topic: string | null): void {
  useEffect(() => (topic ? realtime.acquire(topic) : undefined), [topic]);
}

export function useConnectionState(): ConnectionStatus {
  return useSnapshot(live).connection;
}
