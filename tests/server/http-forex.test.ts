import { Type, type TSchema } from "typebox";
import { Value } from "typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketStart } from "#server/market/candles.ts";
import { PERIODS, type Candle, type Category, type Instrument, type Sparkline } from "#domain/instrument.ts";
import * as Wire from "#domain/contract/forex-wire.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
let instruments: Instrument[];

beforeAll(async () => {
  server = await startTestServer();
  instruments = await dataOf<Instrument[]>(await server.call("/v1/api/forex/trade_list?t=1700000000000"));
});
afterAll(() => server?.close());

const byCode = (code: string) => instruments.find((i) => i.Code === code)!;

describe("GET /v1/api/forex/trade_list", () => {
  it("lists the seeded catalog with every documented field and a live quotation", () => {
    expect(instruments.length).toBeGreaterThanOrEqual(45);
    for (const instrument of instruments) {
      expect(instrument).toEqual(
        expect.objectContaining({
          Id: expect.any(Number),
          Code: expect.any(String),
          ShowCode: expect.any(String),
          Name: expect.any(String),
          Logo: expect.stringMatching(/^\/logos\/[a-z0-9-]+\.svg$/),
          CategoryId: expect.any(Number),
          MarketStatus: 1,
          PricePrecision: expect.any(Number),
          Pip: expect.stringMatching(/^\d+(\.\d+)?$/),
          ForexContNum: expect.stringMatching(/^\d+$/),
          ForexMinCont: expect.stringMatching(/^\d+(\.\d+)?$/),
          ForexFeeRate: expect.stringMatching(/^\d+(\.\d+)?$/),
          QuoteCurrency: expect.stringMatching(/^[A-Z]{3}$/),
        }),
      );
      const { Open, Close, Change } = instrument.ForexQuotations;
      const decimals = instrument.PricePrecision === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${instrument.PricePrecision}}$`);
      expect(Close, instrument.Code).toMatch(decimals);
      expect(Open, instrument.Code).toMatch(decimals);
      expect(Change).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it("quotes EURUSD to 5 decimals and USDJPY to 3, in JPY, on 100,000-unit lots with leverage", () => {
    expect(byCode("EURUSD")).toMatchObject({ PricePrecision: 5, ForexContNum: "100000", ForexMinCont: "0.01", Pip: "0.01", QuoteCurrency: "USD" });
    expect(byCode("USDJPY")).toMatchObject({ PricePrecision: 3, QuoteCurrency: "JPY" });
    expect(byCode("EURUSD").HasForexMultiple.map((m) => m.Value)).toEqual([50, 100, 200, 500]);
  });

  it("has an instrument without leverage and some with fixed margin", () => {
    expect(instruments.some((i) => i.HasForexMultiple.length === 0)).toBe(true);
    expect(instruments.filter((i) => i.MarginMode === 1).length).toBeGreaterThanOrEqual(2);
  });

  it("filters by code or name, case-insensitively", async () => {
    const jpy = await dataOf<Instrument[]>(await server.call("/v1/api/forex/trade_list?searchCurrency=jpy"));
    expect(jpy.map((i) => i.Code)).toEqual(expect.arrayContaining(["USDJPY", "EURJPY", "GBPJPY"]));
    expect(jpy.every((i) => /jpy|yen/i.test(i.Code + i.Name))).toBe(true);

    const gold = await dataOf<Instrument[]>(await server.call("/v1/api/forex/trade_list?searchCurrency=Gold"));
    expect(gold.map((i) => i.Code)).toEqual(["XAUUSD"]);

    const none = await dataOf<Instrument[]>(await server.call("/v1/api/forex/trade_list?searchCurrency=%25_nothing"));
    expect(none).toEqual([]);
  });

  const nameOf = async (lang: string, code: string) =>
    (await dataOf<Instrument[]>(await server.call(`/v1/api/forex/trade_list?searchCurrency=${code}`, { lang }))).find((i) => i.Code === code)!.Name;

  it("names currency pairs and metals in the caller's language", async () => {
    expect(await nameOf("hk", "EURUSD")).toBe("歐元 / 美元");
    expect(await nameOf("en", "EURUSD")).toBe("Euro / US Dollar");
    expect(await nameOf("jp", "XAUUSD")).toBe("金 / 米ドル");
  });

  it("names indices and commodities as the caller's language usually does, and companies as they write themselves", async () => {
    expect(await nameOf("jp", "JPN225")).toBe("日経平均株価");
    expect(await nameOf("hk", "USOIL")).toBe("WTI原油");
    expect(await nameOf("ja", "GER40")).toBe("ドイツDAX 40");
    expect(await nameOf("en", "GER40")).toBe("DAX 40 (Germany)");
    expect(await nameOf("jp", "AAPL")).toBe("Apple Inc.");
  });

  it("serves every listed logo as an image", async () => {
    const logos = [...new Set(instruments.map((i) => i.Logo))];
    for (const logo of logos) {
      const response = await server.call(logo);
      expect(response.status, logo).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    }
  });
});

describe("GET /v1/api/forex/getCategories", () => {
  const names = async (lang?: string) =>
    (await dataOf<Category[]>(await server.call("/v1/api/forex/getCategories", { lang }))).map((c) => c.NameShowTrans);

  it("names the six categories in the caller's language, hk by default and for tw", async () => {
    expect(await names("en")).toEqual(["Forex", "Metals", "Energy", "Indices", "Crypto", "Stocks"]);
    expect(await names()).toEqual(["外匯", "貴金屬", "能源", "指數", "加密貨幣", "股票"]);
    expect(await names("tw")).toEqual(await names("hk"));
    expect((await names("de"))[0]).toBe("Devisen");
  });

  it("puts every instrument in one of them", async () => {
    const categories = await dataOf<Category[]>(await server.call("/v1/api/forex/getCategories"));
    const ids = new Set(categories.map((c) => c.Id));
    expect(instruments.every((i) => ids.has(i.CategoryId))).toBe(true);
  });
});

describe("GET /v1/api/forex/kline", () => {
  it.each(PERIODS)("answers %s candles oldest first, ending with the forming one", async (period) => {
    const candles = await dataOf<Candle[]>(await server.call(`/v1/api/forex/kline?forex_id=${byCode("BTCUSD").Id}&period=${period}&t=1`));
    // The test store's few days of history make one week or month, two when they cross its start.
    expect(candles.length).toBeGreaterThan(period === "1week" || period === "1mon" ? 0 : 1);
    expect(candles.length).toBeLessThanOrEqual(500);
    const times = candles.map((c) => c.Time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(candles.at(-1)!.Time).toBe(bucketStart(Math.floor(Date.now() / 1000), period));
    for (const c of candles) expect(Number(c.High)).toBeGreaterThanOrEqual(Number(c.Low));
  });

  it("rejects a missing forex_id, an unknown instrument and an unknown period with clear messages", async () => {
    const missing = await envelopeOf(await server.call("/v1/api/forex/kline?period=1min", { lang: "en" }));
    expect(missing).toEqual({ code: 400, msg: "Missing parameter: forex_id" });

    const unknown = await server.call("/v1/api/forex/kline?forex_id=99999&period=1min", { lang: "en" });
    expect(unknown.status).toBe(404);
    expect(await envelopeOf(unknown)).toEqual({ code: 404, msg: "No instrument with id 99999" });

    const period = await envelopeOf(await server.call("/v1/api/forex/kline?forex_id=1&period=2min", { lang: "en" }));
    expect(period.code).toBe(400);
    expect(period.msg).toBe("Invalid value for period; use one of: 1min, 5min, 15min, 30min, 60min, 4hour, 1day, 1week, 1mon");

    const notNumber = await envelopeOf(await server.call("/v1/api/forex/kline?forex_id=abc&period=1min", { lang: "en" }));
    expect(notNumber).toEqual({ code: 400, msg: "Invalid value for forex_id" });
  });
});

describe("GET /v1/api/forex/kline?before=", () => {
  const klineOf = async (query: string) => dataOf<Candle[]>(await server.call(`/v1/api/forex/kline?forex_id=${byCode("BTCUSD").Id}&${query}`));

  it("pages back: the candles just before a time, oldest first, without the forming one", async () => {
    const latest = await klineOf("period=1min");
    expect(latest.length).toBe(500);
    const older = await klineOf(`period=1min&before=${latest[0]!.Time}`);
    expect(older.length).toBe(500);
    expect(older.at(-1)!.Time).toBe(latest[0]!.Time - 60);
    const times = older.map((c) => c.Time);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const justBefore = await klineOf(`period=1min&before=${latest[10]!.Time}`);
    expect(justBefore.slice(-10)).toEqual(latest.slice(0, 10));
  });

  it("answers nothing before the start of the history, and the latest candles for a time in the future", async () => {
    expect(await klineOf("period=1day&before=1000000000")).toEqual([]);
    const future = await klineOf("period=60min&before=9999999999");
    expect(future.at(-1)!.Time).toBe(bucketStart(Math.floor(Date.now() / 1000), "60min"));
  });

  it.each(["abc", "1.5", "0x10", "+17", " 17", "-17", "0", "1e9", "", "123456789012"])("refuses before=%j", async (before) => {
    const response = await server.call(`/v1/api/forex/kline?forex_id=${byCode("BTCUSD").Id}&period=1min&before=${encodeURIComponent(before)}`, { lang: "en" });
    expect(response.status).toBe(400);
    expect(await envelopeOf(response)).toEqual({ code: 400, msg: "Invalid value for before" });
  });

  it("refuses two values for before", async () => {
    const response = await server.call(`/v1/api/forex/kline?forex_id=${byCode("BTCUSD").Id}&period=1min&before=1700000000&before=1700000060`, { lang: "en" });
    expect(response.status).toBe(400);
  });
});

describe("GET /v1/api/forex/abbreviated_cache_kline", () => {
  it("answers a compact series of closes for a row chart", async () => {
    const id = byCode("EURUSD").Id;
    const sparkline = await dataOf<Sparkline>(await server.call(`/v1/api/forex/abbreviated_cache_kline?forex_id=${id}&period=15min`));
    expect(sparkline.forex_id).toBe(id);
    expect(sparkline.period).toBe("15min");
    expect(sparkline.closes.length).toBeGreaterThan(10);
    expect(sparkline.closes.length).toBeLessThanOrEqual(60);
    for (const close of sparkline.closes) expect(close).toMatch(/^\d+\.\d{5}$/);
  });

  it("keeps its last close on the live price", async () => {
    const id = byCode("BTCUSD").Id;
    const path = `/v1/api/forex/abbreviated_cache_kline?forex_id=${id}&period=1min`;
    await dataOf<Sparkline>(await server.call(path));
    // Ticks keep coming while the request runs: the answer must be one of the prices seen meanwhile.
    const seen = [server.server.hub.forming("BTCUSD")!["1min"]!.Close];
    const stop = server.server.bus.subscribe("kline", ({ code, candles }) => {
      if (code === "BTCUSD" && candles["1min"]) seen.push(candles["1min"].Close);
    });
    const { closes } = await dataOf<Sparkline>(await server.call(path));
    stop();
    expect(seen).toContain(closes.at(-1));
  });

  it("rejects bad parameters like the full kline", async () => {
    const response = await server.call("/v1/api/forex/abbreviated_cache_kline?forex_id=1", { lang: "en" });
    expect(response.status).toBe(400);
    expect(await envelopeOf(response)).toEqual({ code: 400, msg: "Missing parameter: period" });
  });
});

describe("the forex answers", () => {
  /** The first contract error, so a drift names the field. */
  const driftOf = (schema: TSchema, value: unknown) => [...Value.Errors(schema, value)].slice(0, 1).map((e) => `${e.instancePath} ${e.message}`);

  it("match the TypeBox contract the PWA is typed by", async () => {
    const id = byCode("EURUSD").Id;
    expect(driftOf(Type.Array(Wire.Instrument), instruments)).toEqual([]);
    expect(driftOf(Type.Array(Wire.Category), await dataOf(await server.call("/v1/api/forex/getCategories")))).toEqual([]);
    expect(driftOf(Type.Array(Wire.Candle), await dataOf(await server.call(`/v1/api/forex/kline?forex_id=${id}&period=1min`)))).toEqual([]);
    expect(driftOf(Wire.Sparkline, await dataOf(await server.call(`/v1/api/forex/abbreviated_cache_kline?forex_id=${id}&period=60min`)))).toEqual([]);
    expect(driftOf(Wire.Quote, server.server.hub.quote("EURUSD"))).toEqual([]);
  });

  it("would be caught drifting from it", () => {
    const { ForexQuotations, ...withoutQuotation } = byCode("EURUSD");
    expect(ForexQuotations).toBeDefined();
    expect(driftOf(Wire.Instrument, withoutQuotation)).not.toEqual([]);
    expect(driftOf(Wire.Instrument, { ...byCode("EURUSD"), Pip: 0.01 })).not.toEqual([]);
  });
});
