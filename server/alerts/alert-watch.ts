import { watchedLevel } from "#domain/alerts/alert-value.ts";
import type { Quote } from "#domain/instrument.ts";
import type { Bus } from "#server/bus.ts";
import type { MarketHub } from "#server/market/market-hub.ts";
import { AlertIndex, type Firing, type IndexedAlert } from "./alert-index.ts";
import type { AlertRepo, AlertRow } from "./alert-repo.ts";
import { alertWire } from "./alert-wire.ts";

export interface AlertWatchDeps {
  repo: Pick<AlertRepo, "watching" | "watchingOf" | "fired">;
  bus: Pick<Bus, "subscribe" | "publish">;
  market: Pick<MarketHub, "quote" | "forming">;
  now: () => number;
  log: { error(details: object, message: string): void };
}

export function indexed(row: AlertRow): IndexedAlert {
  return {
    id: row.id,
    userId: row.userId,
    code: row.code,
    watch: row.watch,
    direction: row.direction,
    level: watchedLevel(row.watch, row.direction, row.level),
    once: row.repeat === "once",
    expiresAt: row.expiresAt?.getTime() ?? null,
    revision: row.revision,
  };
}

/** The value a firing tells: the quote's own price, or the change's size in percent to two decimals. */
function valueText({ alert, value }: Firing, quote: Quote): string {
  if (alert.watch === "bid") return quote.Bid;
  if (alert.watch === "ask") return quote.Ask;
  return Math.abs(value).toFixed(2);
}

/**
 * The market leader's watch over every price alert: loaded when it starts leading, kept in step by
 * the `alerts-changed` messages of every process, evaluated on each quote. A firing is stored first
 * (a once-alert only if nobody stored it yet, and only for the alert as it then stood) and told on the
 * bus after, as a notice the sockets and Web Push carry.
 */
export function createAlertWatch(deps: AlertWatchDeps) {
  const index = new AlertIndex();
  let leave: (() => void)[] = [];
  const work = new Set<Promise<void>>();
  const track = (task: Promise<void>) => {
    const done = task.catch((error: unknown) => deps.log.error({ err: error }, "a price alert failed")).finally(() => work.delete(done));
    work.add(done);
  };
  const sourceOf = (quote: Quote) => {
    const forming = () => deps.market.forming(quote.Code);
    return { bid: quote.Bid, ask: quote.Ask, openOf: (period: "60min" | "1day") => forming()?.[period]?.Open };
  };
  /** New alerts start from the price the user saw when setting them, not from the next tick. */
  const place = (codes: Iterable<string>) => {
    for (const code of codes) {
      const quote = deps.market.quote(code);
      if (quote) index.place(code, sourceOf(quote));
    }
  };
  const reloads = new Map<number, Promise<void>>();
  /** One user's reloads run one after another, so the last change is the one kept. */
  const reload = (userId: number) => {
    const next = (reloads.get(userId) ?? Promise.resolve()).then(async () => {
      const alerts = (await deps.repo.watchingOf(userId, new Date(deps.now()))).map(indexed);
      index.replaceUser(userId, alerts);
      place(new Set(alerts.map((alert) => alert.code)));
    });
    reloads.set(userId, next.catch(() => undefined));
    track(next);
  };

  const record = async (firing: Firing, quote: Quote, at: Date) => {
    const { alert } = firing;
    const value = valueText(firing, quote);
    const row = await deps.repo.fired(alert.id, alert.revision, at, value);
    if (!row) return;
    deps.bus.publish("forex-trade", { userId: alert.userId, data: { Notice: "alert", Alert: alertWire(row, at), Value: value } });
  };

  const evaluate = (quotes: Quote[]) => {
    const now = deps.now();
    for (const quote of quotes) {
      for (const firing of index.tick(quote.Code, sourceOf(quote), now)) track(record(firing, quote, new Date(now)));
    }
  };

  return {
    index,
    /** Loads every watching alert, then follows changes and quotes. */
    async start(): Promise<void> {
      let early: Set<number> | undefined = new Set();
      leave.push(deps.bus.subscribe("alerts-changed", ({ userId }) => (early ? early.add(userId) : reload(userId))));
      const rows = await deps.repo.watching(new Date(deps.now()));
      for (const row of rows) index.add(indexed(row));
      place(new Set(rows.map((row) => row.code)));
      early.forEach(reload);
      early = undefined;
      leave.push(deps.bus.subscribe("quotes", evaluate));
    },
    /** Resolves once the reloads and firings under way have ended. */
    async settled(): Promise<void> {
      while (work.size > 0) await Promise.all(work);
    },
    async stop(): Promise<void> {
      leave.forEach((unsubscribe) => unsubscribe());
      leave = [];
      await this.settled();
    },
  };
}

export type AlertWatch = ReturnType<typeof createAlertWatch>;
