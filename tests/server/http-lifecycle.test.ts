import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Bus } from "#server/bus.ts";
import { loadMarketStart } from "#server/market/market-start.ts";
import { openStore } from "#server/store/open-store.ts";
import type { Instrument, Quote } from "#domain/instrument.ts";
import { dataOf } from "./helpers/envelope.ts";
import { startTestServer } from "./helpers/test-server.ts";

let root: string;
let dataDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "pipwise-restart-"));
  dataDir = join(root, "data");
  await cp(inject("templateDataDir"), dataDir, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

function nextQuote(bus: Bus, code: string): Promise<Quote> {
  return new Promise((resolve) => {
    const stop = bus.subscribe("quotes", (quotes) => {
      const quote = quotes.find((q) => q.Code === code);
      if (!quote) return;
      stop();
      resolve(quote);
    });
  });
}

describe("stopping and starting again", () => {
  it("saves the live candles on shutdown and resumes every price where it stopped", async () => {
    const first = await startTestServer({}, { dataDir });
    let last: Quote;
    try {
      await nextQuote(first.server.bus, "BTCUSD");
      // Stopping the feed first freezes the price this test compares with.
      await first.server.hub.stop();
      last = first.server.hub.quote("BTCUSD")!;
    } finally {
      await first.close();
    }

    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      const saved = (await loadMarketStart(store.candles, await store.catalog.instruments())).get("BTCUSD")!;
      expect(saved.lastClose).toBe(last.Close);
      expect(saved.forming["1min"]!.Time).toBe(Math.floor(last.Time / 60_000) * 60);
      expect(saved.forming["1day"]!.Open).toBe(last.Open);
    } finally {
      await store.close();
    }

    const second = await startTestServer({}, { dataDir });
    try {
      const [btc] = await dataOf<Instrument[]>(await second.call("/v1/api/forex/trade_list?searchCurrency=BTCUSD"));
      // Ticks resume at once after the restart; they walk on from the saved price, not from the seed's base price.
      const drift = Math.abs(Number(btc!.ForexQuotations.Close) / Number(last.Close) - 1);
      expect(drift).toBeLessThan(0.01);
    } finally {
      await second.close();
    }
  });
});
