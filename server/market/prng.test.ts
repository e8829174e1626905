import { describe, expect, it } from "vitest";
import { createPrng, deriveSeed } from "./prng.ts";

const draw = (seed: number, count: number) => {
  const random = createPrng(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("seeded random numbers", () => {
  it("repeat the same sequence for the same seed", () => {
    expect(draw(42, 1000)).toEqual(draw(42, 1000));
  });

  it("diverge at once for neighbouring seeds", () => {
    const [a, b] = [draw(42, 5), draw(43, 5)];
    expect(a.filter((value, i) => value === b[i])).toEqual([]);
  });

  it("stay in [0, 1) and spread evenly", () => {
    const values = draw(1, 100_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const low = values.filter((v) => v < 0.5).length;
    expect(low).toBeGreaterThan(49_000);
    expect(low).toBeLessThan(51_000);
  });

  it("give standard normal and unit exponential draws", () => {
    const random = createPrng(9);
    const normals = Array.from({ length: 100_000 }, () => random.gaussian());
    const mean = normals.reduce((sum, v) => sum + v, 0) / normals.length;
    const variance = normals.reduce((sum, v) => sum + (v - mean) ** 2, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.02);
    const waits = Array.from({ length: 100_000 }, () => random.exponential());
    expect(Math.abs(waits.reduce((sum, v) => sum + v, 0) / waits.length - 1)).toBeLessThan(0.02);
  });
});

describe("per-instrument seeds", () => {
  it("are stable, and differ by instrument and by global seed", () => {
    expect(deriveSeed(20240601, "EURUSD")).toBe(deriveSeed(20240601, "EURUSD"));
    expect(deriveSeed(20240601, "EURUSD")).not.toBe(deriveSeed(20240601, "GBPUSD"));
    expect(deriveSeed(20240601, "EURUSD")).not.toBe(deriveSeed(20240602, "EURUSD"));
  });
});
