import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/db.ts";
import { openStoreSession } from "#db/testing/open-store-session.ts";
import type { Category, Instrument } from "#domain/instrument.ts";
import { live } from "#state/live.ts";
import { localeState } from "#state/locale.ts";
import { toasts } from "#state/toasts.ts";
import { refreshTradeList } from "./refresh-trade-list.ts";
import { attachStore } from "../store.ts";

function instrument(Id: number, Code: string, Close: string): Instrument {
  return {
    Id, Code, ShowCode: Code, Name: Code, Logo: `/logos/${Code}.svg`, CategoryId: 1, MarketStatus: 1, PricePrecision: 5,
    Pip: "0.01", ForexContNum: "100000", ForexMinCont: "0.01", ForexFeeRate: "0.0005", MarginMode: 0,
    HasForexMultiple: [{ Value: 100 }], ForexQuotations: { Open: "1", Close, Bid: Close, Ask: Close, Change: "0.10" }, QuoteCurrency: "USD", Session: "fx",
    Swap: { Mode: "points", Long: "-6.5", Short: "1.8", TripleDay: 3 },
  };
}

const categories: Category[] = [{ Id: 2, NameShowTrans: "Métaux" }, { Id: 1, NameShowTrans: "Devises" }];

const fetchMock = vi.fn<typeof fetch>();

function serve(instruments: Instrument[]) {
  fetchMock.mockImplementation(async (url) => {
    const data = String(url).startsWith("/v1/api/forex/trade_list") ? instruments : categories;
    return new Response(JSON.stringify({ code: 1, msg: "", data }));
  });
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  attachStore(openStoreSession(db).api);
});

beforeEach(async () => {
  vi.stubGlobal("fetch", fetchMock);
  localeState.lang = "fr";
  toasts.items.splice(0);
  for (const code of Object.keys(live.quotes)) delete live.quotes[code];
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("refreshTradeList", () => {
  it("stores instruments in the server's order and categories under the current language", async () => {
    serve([instrument(7, "XAUUSD", "2300"), instrument(3, "EURUSD", "1.08")]);
    await refreshTradeList();
    expect((await db.instruments.orderBy("Seq").toArray()).map((i) => i.Code)).toEqual(["XAUUSD", "EURUSD"]);
    expect(await db.categories.where("lang").equals("fr").sortBy("Seq")).toEqual([
      { lang: "fr", Id: 2, NameShowTrans: "Métaux", Seq: 0 },
      { lang: "fr", Id: 1, NameShowTrans: "Devises", Seq: 1 },
    ]);
  });

  it("drops instruments the server no longer lists", async () => {
    serve([instrument(7, "XAUUSD", "2300"), instrument(3, "EURUSD", "1.08")]);
    await refreshTradeList();
    serve([instrument(3, "EURUSD", "1.08")]);
    await refreshTradeList();
    expect((await db.instruments.toArray()).map((i) => i.Code)).toEqual(["EURUSD"]);
  });

  it("seeds quotes from the day quotation but never over a later socket quote", async () => {
    const later = { Code: "EURUSD", Open: "1", Close: "1.09", Bid: "1.09", Ask: "1.09", Change: "0.2", MarketStatus: 1, Time: Date.now() + 60_000 };
    await db.quotes.put(later);
    serve([instrument(7, "XAUUSD", "2300"), instrument(3, "EURUSD", "1.08")]);
    await refreshTradeList();
    expect(await db.quotes.get("EURUSD")).toEqual(later);
    expect((await db.quotes.get("XAUUSD"))?.Close).toBe("2300");
    expect(live.quotes.XAUUSD?.Close).toBe("2300");
  });

  it("offline, stamps the service worker's copy with its server time: quotes the socket stored since stay", async () => {
    const sentAt = Date.parse("Thu, 26 Nov 2026 09:00:00 GMT");
    const sinceThen = { Code: "EURUSD", Open: "1", Close: "1.09", Bid: "1.09", Ask: "1.09", Change: "0.2", MarketStatus: 1, Time: sentAt + 600_000 };
    await db.quotes.put(sinceThen);
    fetchMock.mockImplementation(async (url) => {
      const data = String(url).startsWith("/v1/api/forex/trade_list") ? [instrument(7, "XAUUSD", "2300"), instrument(3, "EURUSD", "1.08")] : categories;
      return new Response(JSON.stringify({ code: 1, msg: "", data }), { headers: { "x-pipwise-cached-at": new Date(sentAt).toUTCString() } });
    });
    await refreshTradeList();
    expect(await db.quotes.get("EURUSD")).toEqual(sinceThen);
    expect(await db.quotes.get("XAUUSD")).toMatchObject({ Close: "2300", Time: sentAt });
    expect(await db.meta.get("tradeListRefreshedAt")).toEqual({ key: "tradeListRefreshedAt", value: sentAt });
  });

  it("shares one request between overlapping calls", async () => {
    serve([instrument(3, "EURUSD", "1.08")]);
    await Promise.all([refreshTradeList(), refreshTradeList(), refreshTradeList()]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("resolves after a network failure, which the user saw as a toast", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(refreshTradeList()).resolves.toBeUndefined();
    expect(toasts.items.map((t) => t.text)).toEqual(["Network error (ERR_NETWORK)"]);
    expect(await db.instruments.count()).toBe(0);
  });

  it("asks again after a language switch, and the answer in the old language is not stored", async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const lang = new Headers(init?.headers).get("lang");
      const data = String(url).startsWith("/v1/api/forex/trade_list") ? [{ ...instrument(3, "EURUSD", "1.08"), Name: `name in ${lang}` }] : categories;
      return new Response(JSON.stringify({ code: 1, msg: "", data }));
    });
    const inFrench = refreshTradeList();
    localeState.lang = "de";
    const inGerman = refreshTradeList();
    await Promise.all([inFrench, inGerman]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/v1/api/forex/trade_list"))).toHaveLength(2);
    expect((await db.instruments.toArray()).map((i) => i.Name)).toEqual(["name in de"]);
  });
});
