import type { AlertWatch } from "#domain/alerts/alert-kinds.ts";
import type { Quote } from "#domain/instrument.ts";
import { AlertIndex, type IndexedAlert } from "#server/alerts/alert-index.ts";

const WATCHES: readonly AlertWatch[] = ["bid", "ask", "change-hour", "change-day"];

/**
 * The price alerts' part of the tick bench: `count` alerts on `code` over `users` users, a quarter on
 * each watched value, half above and half below, within 2 % (or 2 points of change) of the start.
 * A once-alert that fires is replaced by a new one, so the index keeps its size as the path moves.
 */
export function benchAlerts(count: number, users: number, code: string, startMid: number, random: () => number) {
  const index = new AlertIndex();
  let nextId = 1;
  let mid = startMid;
  const make = (): IndexedAlert => {
    const watch = WATCHES[Math.floor(random() * WATCHES.length)]!;
    const direction = random() < 0.5 ? "above" : "below";
    const sign = direction === "above" ? 1 : -1;
    const level = watch === "bid" || watch === "ask" ? mid * (1 + sign * random() * 0.02) : sign * random() * 2;
    return { id: nextId, revision: 1, userId: (nextId++ % users) + 1, code, watch, direction, level, once: random() < 0.5, expiresAt: null };
  };
  for (let i = 0; i < count; i++) index.add(make());
  let fired = 0;
  return {
    index,
    /** Evaluates one quote, as the leader's watch does; returns how many alerts it fired. */
    tick(quote: Quote, now: number): number {
      mid = Number(quote.Bid);
      const firings = index.tick(code, { bid: quote.Bid, ask: quote.Ask, openOf: () => "1.10000" }, now);
      for (const { alert } of firings) if (alert.once) index.add(make());
      fired += firings.length;
      return firings.length;
    },
    fired: () => fired,
  };
}
