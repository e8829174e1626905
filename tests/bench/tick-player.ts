import { FLUSH_INTERVAL_MS } from "#domain/socket-protocol.ts";
import { call } from "./bench-calls.ts";

export interface TickPlayer {
  /** Ticks played so far. */
  played(): number;
  /** Stops after the tick in flight. */
  stop(): Promise<void>;
}

const INSTRUMENT = "EURUSD";

/**
 * Plays EURUSD through a server's scripted price source (MARKET_SOURCE=scripted, PIPWISE_TEST_HOOKS=1)
 * `perSecond` times a second, a price a step away from the last, so every tick is a quote the
 * clients have not had. A tick played late moves the schedule on instead of catching up: ticks stay
 * at least a flush interval apart, so each is a frame of its own and its delay is measured, not
 * folded into the next tick's frame.
 */
export function playTicks(server: string, perSecond: number): TickPlayer {
  const interval = 1000 / perSecond;
  let played = 0;
  let stopped = false;
  const loop = async () => {
    let due = performance.now();
    while (!stopped) {
      const price = (1.1 + (played % 20) * 0.00001).toFixed(5);
      const sentAt = performance.now();
      await call(`${server}/v1/api/test/market/price`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: INSTRUMENT, price }) });
      played++;
      due = Math.max(due + interval, sentAt + FLUSH_INTERVAL_MS, performance.now());
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  const running = loop();
  return {
    played: () => played,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
