import { describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import type { AlertNotice } from "#domain/order.ts";
import { createInProcessBus } from "#server/bus.ts";
import type { AlertRow } from "./alert-repo.ts";
import { createAlertWatch } from "./alert-watch.ts";

const quote = (bid: string) => ({ Code: "EURUSD", Bid: bid, Ask: (Number(bid) + 0.0002).toFixed(5) }) as Quote;

function row(id: number, fields: Partial<AlertRow>): AlertRow {
  return {
    id,
    userId: 7,
    instrumentId: 1,
    code: "EURUSD",
    showCode: "EUR/USD",
    pricePrecision: 5,
    watch: "bid",
    direction: "above",
    level: "1.10500",
    repeat: "once",
    expiresAt: null,
    revision: 1,
    firedAt: null,
    firedValue: null,
    firedCount: 0,
    createdAt: new Date(0),
    ...fields,
  };
}

/** A watch over `stored`, with the market at `bid`; `told` collects what it published. */
function watchOver(stored: AlertRow[], bid: string) {
  const bus = createInProcessBus();
  const told: AlertNotice[] = [];
  bus.subscribe("forex-trade", ({ data }) => void ("Notice" in data && data.Notice === "alert" && told.push(data)));
  let current = quote(bid);
  const repo = {
    watching: async () => stored.filter((alert) => alert.firedAt === null || alert.repeat === "every"),
    watchingOf: async (userId: number) => stored.filter((alert) => alert.userId === userId && (alert.firedAt === null || alert.repeat === "every")),
    fired: async (id: number, revision: number, at: Date, value: string) => {
      const alert = stored.find((candidate) => candidate.id === id && candidate.revision === revision);
      if (!alert || (alert.repeat === "once" && alert.firedAt)) return undefined;
      Object.assign(alert, { firedAt: at, firedValue: value, firedCount: alert.firedCount + 1 });
      return alert;
    },
  };
  const watch = createAlertWatch({ repo, bus, market: { quote: () => current, forming: () => ({ "60min": { Open: "1.10000" } as never }) }, now: () => 1000, log: { error: () => undefined } });
  const play = async (next: string) => {
    current = quote(next);
    bus.publish("quotes", [current]);
    await watch.settled();
  };
  return { bus, watch, told, play };
}

describe("the leader's alert watch", () => {
  it("hears no quote before it starts or after it stops, so a process that does not lead fires nothing", async () => {
    const { watch, told, play } = watchOver([row(1, { repeat: "every" })], "1.10000");
    await play("1.10600");
    expect(told).toHaveLength(0);
    await play("1.10000");
    await watch.start();
    await play("1.10600");
    expect(told).toHaveLength(1);
    await watch.stop();
    await play("1.10000");
    await play("1.10700");
    expect(told).toHaveLength(1);
  });

  it("arms a loaded alert by the price standing when it starts, not by the next tick", async () => {
    const { watch, told, play } = watchOver([row(1, { direction: "below", level: "1.09000" })], "1.10000");
    await watch.start();
    await play("1.08000");
    expect(told.map((notice) => notice.Value)).toEqual(["1.08000"]);
  });

  it("takes a user's changed alerts from the store when told on the bus", async () => {
    const stored: AlertRow[] = [];
    const { bus, watch, told, play } = watchOver(stored, "1.10000");
    await watch.start();
    stored.push(row(2, { watch: "change-hour", level: "1" }));
    bus.publish("alerts-changed", { userId: 7 });
    await watch.settled();
    await play("1.11200");
    expect(told).toEqual([expect.objectContaining({ Value: "1.09", Alert: expect.objectContaining({ Id: 2, Status: "fired" }) })]);
  });
});
