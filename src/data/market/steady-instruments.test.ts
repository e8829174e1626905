import { describe, expect, it } from "vitest";
import type { Instrument } from "#domain/instrument.ts";
import { steadyInstruments } from "./steady-instruments.ts";

const instrument = (Id: number, Close: string) => ({ Id, Code: `C${Id}`, ForexQuotations: { Close } }) as Instrument;

describe("steadyInstruments", () => {
  const shown = [instrument(1, "1.08"), instrument(2, "2300")];

  it("keeps the list shown when a fresh copy says the same", () => {
    expect(steadyInstruments(shown, [instrument(1, "1.08"), instrument(2, "2300")])).toBe(shown);
  });

  it("keeps each unchanged instrument's object and takes the changed one", () => {
    const next = steadyInstruments(shown, [instrument(1, "1.09"), instrument(2, "2300")])!;
    expect(next).not.toBe(shown);
    expect(next[0]).toEqual(instrument(1, "1.09"));
    expect(next[1]).toBe(shown[1]);
  });

  it("follows the server's new order, additions and removals with the objects it had", () => {
    const reordered = steadyInstruments(shown, [instrument(2, "2300"), instrument(1, "1.08")])!;
    expect(reordered).toEqual([shown[1], shown[0]]);
    expect(reordered[0]).toBe(shown[1]);
    const shorter = steadyInstruments(shown, [instrument(2, "2300")])!;
    expect(shorter).toHaveLength(1);
    expect(shorter[0]).toBe(shown[1]);
    const longer = steadyInstruments(shown, [...shown.map((i) => ({ ...i })), instrument(3, "150")])!;
    expect(longer.slice(0, 2)).toEqual(shown);
    expect(longer[0]).toBe(shown[0]);
  });

  it("passes a first list, and the lack of one, through", () => {
    expect(steadyInstruments(undefined, shown)).toBe(shown);
    expect(steadyInstruments(shown, undefined)).toBeUndefined();
  });
});
