import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { FAVOURITES_PER_USER } from "#domain/favourites/favourite-rules.ts";
import { instruments } from "#server/store/schema.ts";
import { getAs } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { openTrader, trade, type Trader } from "./trading.ts";

export const favouritesOf = async (server: TestServer, trader: Trader, lang = "en"): Promise<number[]> =>
  dataOf<number[]>(await getAs(server, "/api/favourites/list", trader.token, lang));

export const addFavourite = (server: TestServer, trader: Trader, forexId: number | string, lang = "en") =>
  trade(server, "/api/favourites/add", { forex_id: forexId }, trader, undefined, lang);

export const removeFavourite = (server: TestServer, trader: Trader, forexId: number | string) => trade(server, "/api/favourites/remove", { forex_id: forexId }, trader);

export const orderFavourites = (server: TestServer, trader: Trader, ids: unknown, lang = "en") =>
  server.call("/api/favourites/order", {
    method: "POST",
    lang,
    headers: { "content-type": "application/json", authorization: trader.token },
    body: JSON.stringify({ ids }),
  });

/** `count` more instruments copied from EURUSD, so one user can try to star more than the cap. */
async function moreInstruments(server: TestServer, count: number): Promise<number[]> {
  const { db } = server.server.store;
  const [model] = await db.select().from(instruments).where(eq(instruments.code, "EURUSD"));
  const { id: _id, ...fields } = model!;
  const rows = Array.from({ length: count }, (_, i) => ({ ...fields, code: `FAV${i}`, showCode: `FAV${i}` }));
  return (await db.insert(instruments).values(rows).returning({ id: instruments.id })).map((row) => row.id);
}

/** 150 adds of different instruments by one user at once: exactly the cap gets through, and the list holds exactly those, each once. */
export async function favouriteCapAtOnce(server: TestServer): Promise<void> {
  const trader = await openTrader(server);
  const ids = await moreInstruments(server, 150);
  const answers = await Promise.all(ids.map((id) => addFavourite(server, trader, id)));
  const added = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 429).length;
  const kept = await favouritesOf(server, trader);
  console.log(`favourites: ${added} of 150 concurrent adds got through, ${refused} refused, ${kept.length} kept (cap ${FAVOURITES_PER_USER})`);
  expect(added).toBe(FAVOURITES_PER_USER);
  expect(refused).toBe(150 - FAVOURITES_PER_USER);
  expect(new Set(kept).size).toBe(FAVOURITES_PER_USER);
}
