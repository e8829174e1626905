import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribe } from "valtio";
import type { Quote } from "#domain/instrument.ts";
import { live, onQuotesChanged } from "#state/live.ts";
import { createLiveApplier } from "#realtime/live-apply.ts";
import { isLiveQuote, seedLiveQuotes } from "./live-quotes.ts";

const quote = (Code: string, Close: string): Quote => ({ Code, Open: "1", Close, Bid: Close, Ask: Close, Change: "0", MarketStatus: 1, Time: 1 });

/** The socket's frames as the tab applies them (one flush per frame, run at once here). */
const socket = createLiveApplier(live, (flush) => flush());

afterEach(() => {
  for (const code of Object.keys(live.quotes)) delete live.quotes[code];
});

describe("a quote shown before the live feed confirms it", () => {
  it("is saved when it came from the device or the trade list, live once the socket sends its own", () => {
    seedLiveQuotes([quote("EURUSD", "1.08"), quote("XAUUSD", "2300")]);
    expect(isLiveQuote(live.quotes.EURUSD)).toBe(false);

    socket.receive(JSON.stringify({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.09")], ts: 2 }));
    expect(isLiveQuote(live.quotes.EURUSD)).toBe(true);
    expect(isLiveQuote(live.quotes.XAUUSD)).toBe(false);
  });

  it("never replaces a live one with a saved one", () => {
    socket.receive(JSON.stringify({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.09")], ts: 2 }));
    seedLiveQuotes([quote("EURUSD", "1.08")]);
    expect(live.quotes.EURUSD?.Close).toBe("1.09");
    expect(isLiveQuote(live.quotes.EURUSD)).toBe(true);
  });

  it("is not live while nothing is known of the instrument", () => {
    expect(isLiveQuote(undefined)).toBe(false);
  });
});

describe("quotes written to the live store", () => {
  it("are told by their codes, once per write, and wake none of the store's valtio subscribers", async () => {
    const heard: string[][] = [];
    const stopHearing = onQuotesChanged((codes) => heard.push([...codes]));
    const woken = vi.fn();
    const stopWaking = subscribe(live, woken);

    socket.receive(JSON.stringify({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.09"), quote("XAUUSD", "2300")], ts: 2 }));
    seedLiveQuotes([quote("EURUSD", "1.08"), quote("GBPUSD", "1.27")]);
    await Promise.resolve(); // valtio tells its subscribers a microtask after the write

    expect(heard).toEqual([["EURUSD", "XAUUSD"], ["GBPUSD"]]);
    expect(woken).not.toHaveBeenCalled();
    stopHearing();
    stopWaking();
  });
});
