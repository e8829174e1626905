import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberTicket, rememberedTicket } from "./ticket-memory.ts";

const EURUSD = { Id: 1, Pip: "0.01", ForexMinCont: "0.01", HasForexMultiple: [{ Value: 100 }, { Value: 200 }] };
const XAUUSD = { Id: 2, Pip: "0.1", ForexMinCont: "0.1", HasForexMultiple: [{ Value: 20 }, { Value: 200 }] };

/** The tab's sessionStorage, as a browser keeps it. */
function fakeSessionStorage(): Pick<Storage, "getItem" | "setItem"> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe("the ticket's remembered lots and leverage", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", fakeSessionStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("offers the minimum lots at the first leverage on an instrument never traded", () => {
    expect(rememberedTicket(EURUSD)).toEqual({ lots: "0.01", leverage: 100 });
  });

  it("offers again the last lots and leverage placed, each instrument its own", () => {
    rememberTicket(EURUSD, { lots: "0.25", leverage: 200 });
    rememberTicket(XAUUSD, { lots: "2.5", leverage: 20 });
    expect(rememberedTicket(EURUSD)).toEqual({ lots: "0.25", leverage: 200 });
    expect(rememberedTicket(XAUUSD)).toEqual({ lots: "2.5", leverage: 20 });
  });

  it("falls back when the instrument's rules no longer allow the remembered choice", () => {
    rememberTicket(EURUSD, { lots: "0.25", leverage: 500 });
    expect(rememberedTicket(EURUSD)).toEqual({ lots: "0.01", leverage: 100 });
    rememberTicket(XAUUSD, { lots: "0.25", leverage: 20 });
    expect(rememberedTicket(XAUUSD)).toEqual({ lots: "0.1", leverage: 20 });
  });

  it("still opens the ticket when storage is blocked", () => {
    vi.stubGlobal("sessionStorage", { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("blocked"); } });
    rememberTicket(EURUSD, { lots: "0.25", leverage: 200 });
    expect(rememberedTicket(EURUSD)).toEqual({ lots: "0.01", leverage: 100 });
  });
});
