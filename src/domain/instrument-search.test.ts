import { describe, expect, it } from "vitest";
import type { Instrument } from "./instrument.ts";
import { filterInstruments } from "./instrument-search.ts";

const inst = (Code: string, ShowCode: string, Name: string) => ({ Code, ShowCode, Name }) as Instrument;
const LIST = [inst("EURUSD", "EUR/USD", "Euro / US Dollar"), inst("XAUUSD", "XAU/USD", "Gold"), inst("BTCUSD", "BTC/USD", "Bitcoin")];

describe("filterInstruments", () => {
  it("lists everything for an empty search", () => {
    expect(filterInstruments(LIST, "  ")).toHaveLength(3);
  });

  it("finds by code typed with or without the slash", () => {
    expect(filterInstruments(LIST, "eur/usd").map((i) => i.Code)).toEqual(["EURUSD"]);
    expect(filterInstruments(LIST, "xauusd").map((i) => i.Code)).toEqual(["XAUUSD"]);
  });

  it("finds by name", () => {
    expect(filterInstruments(LIST, "gold").map((i) => i.Code)).toEqual(["XAUUSD"]);
  });

  it("finds every instrument quoted in a currency", () => {
    expect(filterInstruments(LIST, "usd")).toHaveLength(3);
  });
});
