import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { Candle, Instrument, Quote } from "#domain/instrument.ts";
import { storeCandleHistory } from "./candles.ts";
import { DB_NAME } from "./db-name.ts";
import { storeQuotesIfNewer } from "./quotes.ts";
import { PipwiseDb } from "./schema.ts";
import { storeTradeList } from "./trade-list.ts";
import { readKeptCandles } from "./kept-candles.ts";
import { keptCategoriesIn, readKeptMarket } from "./kept-market.ts";

const instrument = (Id: number, Code: string) => ({ Id, Code }) as Instrument;
const quote = (Code: string, Close: string) => ({ Code, Close, Time: 1 }) as Quote;
const candle = (Time: number, Close: string) => ({ Time, Open: Close, High: Close, Low: Close, Close }) as Candle;

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name!);
}

afterEach(async () => {
  await new PipwiseDb(DB_NAME).delete();
});

describe("reading the device's copy in the tab, without Dexie", () => {
  it("finds nothing on a first visit and leaves the database for Dexie to create", async () => {
    expect(await readKeptMarket()).toBeUndefined();
    expect(await readKeptCandles("EURUSD", "1min")).toBeUndefined();
    expect(await databaseNames()).not.toContain(DB_NAME);
  });

  it("reads the last list in the server's order, its categories in each language, and the quotes", async () => {
    const db = new PipwiseDb(DB_NAME);
    const categories = [{ Id: 2, NameShowTrans: "Metals" }, { Id: 1, NameShowTrans: "Forex" }];
    await storeTradeList(db, { instruments: [instrument(9, "XAUUSD"), instrument(3, "EURUSD")], categories, lang: "en", fetchedAt: 1 });
    await storeQuotesIfNewer(db, [quote("EURUSD", "1.08")]);
    db.close();

    const kept = (await readKeptMarket())!;
    expect(kept.instruments.map((i) => i.Code)).toEqual(["XAUUSD", "EURUSD"]);
    expect(keptCategoriesIn(kept, "en")).toEqual(categories);
    expect(kept.quotes).toEqual([quote("EURUSD", "1.08")]);
    expect(keptCategoriesIn(kept, "fr")).toEqual([]);
  });

  it("reads a series the server answered, oldest first, with when it was fetched", async () => {
    const db = new PipwiseDb(DB_NAME);
    await storeCandleHistory(db, "EURUSD", "1min", [candle(120, "1.2"), candle(60, "1.1")], 5000);
    await storeCandleHistory(db, "EURUSD", "5min", [candle(0, "1.1")]);
    db.close();

    expect(await readKeptCandles("EURUSD", "1min")).toEqual({ candles: [candle(60, "1.1"), candle(120, "1.2")], fetchedAt: 5000 });
    // Only forming candles the worker wrote: no answer of the server to show.
    expect(await readKeptCandles("EURUSD", "5min")).toBeUndefined();
  });
});
