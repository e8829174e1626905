import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Tick } from "./price-source.ts";
import { createSimulatedPriceSource } from "./simulator.ts";
import { BTCUSD, EURUSD, GBPUSD, US500 } from "./test-instruments.ts";

const SATURDAY_NOON = Date.parse("2024-03-09T12:00:00Z");
const WEDNESDAY_NOON = Date.parse("2024-03-06T12:00:00Z");

function run(options: { at: number; seconds: number; ticksPerSecond?: number; mode?: "real" | "always-open"; lastPrices?: Map<string, string> }) {
  vi.setSystemTime(options.at);
  const source = createSimulatedPriceSource({
    instruments: [EURUSD, GBPUSD, BTCUSD, US500],
    seed: 7,
    ticksPerSecond: options.ticksPerSecond,
    sessionMode: options.mode ?? "real",
  });
  const ticks: Tick[] = [];
  source.start((tick) => ticks.push(tick), options.lastPrices ?? new Map());
  vi.advanceTimersByTime(options.seconds * 1000);
  return { source, ticks, codes: new Set(ticks.map((t) => t.code)) };
}

describe("simulated price source", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks only the markets that are open: crypto on a Saturday, not FX or US stocks", () => {
    const { source, codes } = run({ at: SATURDAY_NOON, seconds: 30 });
    source.stop();
    expect([...codes]).toEqual(["BTCUSD"]);
  });

  it("ticks every market in always-open mode, even on a Saturday", () => {
    const { source, codes } = run({ at: SATURDAY_NOON, seconds: 30, mode: "always-open" });
    source.stop();
    expect([...codes].sort()).toEqual(["BTCUSD", "EURUSD", "GBPUSD", "US500"]);
  });

  it("stops ticking FX at the Friday close", () => {
    const { source, ticks } = run({ at: Date.parse("2024-03-08T21:59:00Z"), seconds: 120 });
    source.stop();
    const fx = ticks.filter((t) => t.code === "EURUSD");
    expect(fx.length).toBeGreaterThan(60);
    expect(Math.max(...fx.map((t) => t.time))).toBeLessThan(Date.parse("2024-03-08T22:00:00Z"));
  });

  it("averages the configured rate per instrument with random spacing", () => {
    const { source, ticks } = run({ at: WEDNESDAY_NOON, seconds: 60, ticksPerSecond: 10, mode: "always-open" });
    source.stop();
    const eur = ticks.filter((t) => t.code === "EURUSD").map((t) => t.time);
    expect(eur.length).toBeGreaterThan(540);
    expect(eur.length).toBeLessThan(660);
    const spacings = new Set(eur.slice(1).map((time, i) => time - eur[i]!));
    expect(spacings.size).toBeGreaterThan(50);
  });

  it("drives every instrument from a single timer", () => {
    const { source } = run({ at: WEDNESDAY_NOON, seconds: 1, mode: "always-open" });
    expect(vi.getTimerCount()).toBe(1);
    source.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("continues from the last stored price, at the instrument's precision", () => {
    const lastPrices = new Map([["BTCUSD", "70000.00"]]);
    const { source, ticks } = run({ at: SATURDAY_NOON, seconds: 5, lastPrices });
    source.stop();
    const first = ticks.find((t) => t.code === "BTCUSD")!;
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(Math.abs(Number(first.price) / 70000 - 1)).toBeLessThan(0.002);
  });

  it("emits nothing after stop", () => {
    const { source, ticks } = run({ at: WEDNESDAY_NOON, seconds: 5 });
    source.stop();
    const count = ticks.length;
    vi.advanceTimersByTime(10_000);
    expect(ticks.length).toBe(count);
  });

  it("moves prices: an open instrument does not sit still for a minute", () => {
    const { source, ticks } = run({ at: WEDNESDAY_NOON, seconds: 60 });
    source.stop();
    expect(new Set(ticks.filter((t) => t.code === "EURUSD").map((t) => t.price)).size).toBeGreaterThan(10);
  });
});
