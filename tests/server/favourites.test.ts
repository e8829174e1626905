import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAVOURITE_MESSAGES } from "#server/favourites/favourite-messages.ts";
import { createTranslator, type Translator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { getAs, refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { addFavourite, favouriteCapAtOnce, favouritesOf, orderFavourites, removeFavourite } from "./helpers/favourites.ts";
import { instrumentId, openTrader, startTradingServer } from "./helpers/trading.ts";
import type { TestServer } from "./helpers/test-server.ts";

describe("favourite instruments", () => {
  let server: TestServer;
  let translator: Translator;
  let eurusd: number;
  let gbpusd: number;
  let xauusd: number;

  beforeAll(async () => {
    ({ server, eurusd } = await startTradingServer());
    gbpusd = await instrumentId(server, "GBPUSD");
    xauusd = await instrumentId(server, "XAUUSD");
    translator = await createTranslator(LOCALES_DIR);
  });
  afterAll(() => server?.close());

  it("keeps the caller's favourites in the order they were starred, then in the order the caller sets", async () => {
    const trader = await openTrader(server);
    for (const id of [eurusd, gbpusd, xauusd]) await dataOf(await addFavourite(server, trader, id));
    expect(await dataOf<number[]>(await addFavourite(server, trader, eurusd))).toEqual([eurusd, gbpusd, xauusd]);

    expect(await dataOf<number[]>(await orderFavourites(server, trader, [xauusd, eurusd, gbpusd]))).toEqual([xauusd, eurusd, gbpusd]);
    expect(await dataOf<number[]>(await removeFavourite(server, trader, eurusd))).toEqual([xauusd, gbpusd]);
    expect(await dataOf<number[]>(await addFavourite(server, trader, eurusd))).toEqual([xauusd, gbpusd, eurusd]);
    expect(await favouritesOf(server, trader)).toEqual([xauusd, gbpusd, eurusd]);
  });

  it("reads and changes only the caller's own list", async () => {
    const owner = await openTrader(server);
    const other = await openTrader(server);
    await dataOf(await addFavourite(server, owner, eurusd));
    await dataOf(await addFavourite(server, owner, gbpusd));

    expect(await favouritesOf(server, other)).toEqual([]);
    expect(await dataOf<number[]>(await removeFavourite(server, other, eurusd))).toEqual([]);
    const foreignOrder = await refusal(await orderFavourites(server, other, [gbpusd, eurusd], "fr"));
    expect(foreignOrder).toMatchObject({ status: 409, msg: translator.translate("fr", FAVOURITE_MESSAGES.orderMismatch) });
    expect(await favouritesOf(server, owner)).toEqual([eurusd, gbpusd]);
    expect((await refusal(await getAs(server, "/api/favourites/list"))).code).toBe(999);
  });

  it("refuses hostile input in the caller's language and changes nothing", async () => {
    const trader = await openTrader(server);
    await dataOf(await addFavourite(server, trader, eurusd));
    await dataOf(await addFavourite(server, trader, gbpusd));

    const unknown = await refusal(await addFavourite(server, trader, 999_999, "de"));
    expect(unknown).toMatchObject({ status: 404, msg: translator.translate("de", FAVOURITE_MESSAGES.unknownInstrument, { id: 999_999 }) });
    for (const forexId of ["1\u0000", "Infinity", "-1", "1".repeat(1_000_000), "2147483648"]) {
      expect((await refusal(await addFavourite(server, trader, forexId, "de"))).status, forexId.slice(0, 20)).toBe(400);
    }
    const hostileOrders: unknown[] = [
      [gbpusd],
      [gbpusd, eurusd, xauusd],
      [gbpusd, gbpusd],
      [eurusd, "1\u0000"],
      [eurusd, Infinity],
      [[eurusd], gbpusd],
      "1,2",
      Array.from({ length: 101 }, (_, i) => i + 1),
    ];
    for (const ids of hostileOrders) {
      const answer = await refusal(await orderFavourites(server, trader, ids, "de"));
      expect(answer.status, JSON.stringify(ids).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.msg).not.toBe("");
    }
    expect(await favouritesOf(server, trader)).toEqual([eurusd, gbpusd]);
  });

  it("keeps the cap of one user's favourites under concurrent adds", async () => {
    await favouriteCapAtOnce(server);
  });
});
