import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { stubLocalStorage, type MemoryStorage } from "#tests/support/memory-storage.ts";
import { HOME_SNAPSHOT_KEY, readHomeSnapshot, withSnapshotQuotes, writeHomeSnapshot } from "./home-snapshot.ts";

const quote = (Code: string, Bid: string, Time: number): Quote => ({ Code, Open: Bid, Close: Bid, Bid, Ask: Bid, Change: "0", MarketStatus: 1, Time });

let storage: MemoryStorage;
let items: Map<string, string>;

beforeEach(() => {
  storage = stubLocalStorage();
  items = storage.items;
});

afterEach(() => vi.unstubAllGlobals());

describe("the home snapshot", () => {
  it("reads back what was written, with or without home's markup", () => {
    const quotes = [quote("EURUSD", "1.08", 5)];
    writeHomeSnapshot({ lang: "de", html: "<div class=\"page quotes-page\"></div>", quotes });
    expect(readHomeSnapshot()).toEqual({ lang: "de", html: "<div class=\"page quotes-page\"></div>", quotes });
    writeHomeSnapshot({ lang: "de", html: undefined, quotes });
    expect(readHomeSnapshot()).toEqual({ lang: "de", quotes });
  });

  it("reads nothing from a missing, broken or foreign value", () => {
    expect(readHomeSnapshot()).toBeUndefined();
    for (const stored of ["{", "null", "[]", JSON.stringify({ lang: "en", quotes: "x" }), JSON.stringify({ lang: "en", html: 3, quotes: [] })]) {
      items.set(HOME_SNAPSHOT_KEY, stored);
      expect(readHomeSnapshot(), stored).toBeUndefined();
    }
  });

  it("keeps none when the storage refuses it, so an older one is not shown", () => {
    items.set(HOME_SNAPSHOT_KEY, JSON.stringify({ lang: "en", html: "<p>old</p>", quotes: [] }));
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    writeHomeSnapshot({ lang: "en", html: "<p>new</p>", quotes: [] });
    expect(readHomeSnapshot()).toBeUndefined();
  });
});

describe("withSnapshotQuotes", () => {
  const kept = [quote("EURUSD", "1.08", 10), quote("XAUUSD", "2300", 10)];

  it("takes the snapshot's quote where it is newer than the kept one, and adds those the store lacks", () => {
    const snapshot = { lang: "en", quotes: [quote("EURUSD", "1.09", 20), quote("XAUUSD", "2290", 5), quote("GBPUSD", "1.27", 20)] };
    expect(withSnapshotQuotes(kept, snapshot)).toEqual([quote("EURUSD", "1.09", 20), quote("XAUUSD", "2300", 10), quote("GBPUSD", "1.27", 20)]);
  });

  it("leaves the kept quotes alone without a snapshot, and skips what is not a quote", () => {
    expect(withSnapshotQuotes(kept, undefined)).toEqual(kept);
    const broken = [null, { Code: "EURUSD", Time: "later" }, { Code: "EURUSD", Time: 99 }] as unknown as Quote[];
    expect(withSnapshotQuotes(kept, { lang: "en", quotes: broken })).toEqual(kept);
  });
});
