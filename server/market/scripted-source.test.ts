import { describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { createScriptedPriceSource, ScriptError } from "./scripted-source.ts";
import { EURUSD } from "./test-instruments.ts";
import { scriptedHub } from "./test-scripted-hub.ts";

const MINUTE = 60_000;

/** The scripted source driving a real hub, on a clock the test moves. */
function setup() {
  let at = Date.parse("2026-11-18T10:00:00Z");
  const now = () => at;
  const { hub, source, bus } = scriptedHub({ now });
  const quotes: Quote[] = [];
  bus.subscribe("quotes", (batch) => quotes.push(...batch));
  hub.start();
  const published = async () => {
    await Promise.resolve();
    return quotes.splice(0);
  };
  return { source, hub, published, advance: (ms: number) => (at += ms), now };
}

describe("the scripted price source", () => {
  it("ticks the exact price pushed, written to the instrument's decimals", async () => {
    const { source, hub, published, now } = setup();
    expect(source.push("EURUSD", "1.0912")).toEqual({ code: "EURUSD", price: "1.09120", time: now(), volume: "1" });
    expect(source.push("BTCUSD", "70000")).toMatchObject({ price: "70000.00" });
    expect((await published()).map((q) => [q.Code, q.Close, q.MarketStatus])).toEqual([
      ["EURUSD", "1.09120", 1],
      ["BTCUSD", "70000.00", 1],
    ]);
    expect(hub.quote("EURUSD")?.Close).toBe("1.09120");
    expect(source.lastPrice("EURUSD")).toBe("1.09120");
  });

  it("jumps: the next price may be anywhere, and the candle spans the jump", async () => {
    const { source, hub } = setup();
    source.push("EURUSD", "1.10000");
    source.push("EURUSD", "1.05000");
    source.push("EURUSD", "1.12000");
    expect(hub.forming("EURUSD")?.["1min"]).toMatchObject({ Open: "1.10000", High: "1.12000", Low: "1.05000", Close: "1.12000" });
  });

  it("gaps across a close: closed at once, no price while closed, the first price after the reopen", async () => {
    const { source, hub, published, advance } = setup();
    source.push("EURUSD", "1.10000");
    await published();
    source.close("EURUSD");
    expect((await published()).map((q) => [q.Code, q.Close, q.MarketStatus])).toEqual([["EURUSD", "1.10000", 0]]);
    expect(hub.marketStatus("EURUSD")).toBe(0);
    expect(() => source.push("EURUSD", "1.10100")).toThrow(ScriptError);
    expect(hub.marketStatus("BTCUSD")).toBe(1);

    advance(5 * MINUTE);
    expect(source.reopen("EURUSD", "1.08000")).toMatchObject({ price: "1.08000" });
    expect((await published()).map((q) => [q.Code, q.Close, q.MarketStatus])).toEqual([["EURUSD", "1.08000", 1]]);
    expect(hub.forming("EURUSD")?.["1min"]).toMatchObject({ Open: "1.08000", Close: "1.08000" });
    expect(hub.forming("EURUSD")?.["60min"]).toMatchObject({ Open: "1.10000", Low: "1.08000", Close: "1.08000" });
  });

  it("continues from where stored history ended", () => {
    const source = createScriptedPriceSource({ instruments: [EURUSD] });
    source.start(() => {}, new Map([["EURUSD", "1.07777"]]));
    expect(source.lastPrice("EURUSD")).toBe("1.07777");
  });

  it.each([
    ["EURUSD", "1.123456", "price"],
    ["EURUSD", "-1.1", "price"],
    ["EURUSD", "0.00000", "price"],
    ["EURUSD", "1e3", "price"],
    ["EURUSD", " 1.1", "price"],
    ["XAUUSD", "2000.1", "code"],
  ] as const)("refuses %s at %j (bad %s) and sends nothing", async (code, price, param) => {
    const { source, published } = setup();
    expect(() => source.push(code, price)).toThrow(expect.objectContaining({ name: "ScriptError", param }));
    expect(await published()).toEqual([]);
  });

  it("refuses a reopen price it cannot send, leaving the market closed", () => {
    const { source, hub } = setup();
    source.close("EURUSD");
    expect(() => source.reopen("EURUSD", "abc")).toThrow(ScriptError);
    expect(hub.marketStatus("EURUSD")).toBe(0);
  });

  it("sends nothing once stopped", async () => {
    const { source, hub } = setup();
    await hub.stop();
    expect(() => source.push("EURUSD", "1.1")).toThrow(/not started/);
  });
});
