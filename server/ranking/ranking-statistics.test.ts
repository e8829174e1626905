import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RankingEntry } from "#domain/order.ts";
import { MIGRATIONS_DIR } from "../paths.ts";
import type { Db } from "../store/db.ts";
import * as schema from "../store/schema.ts";
import { categories, instruments, users } from "../store/schema.ts";
import { rankingEntries } from "./ranking-entries.ts";
import { insertTestTrades, type TestTrade } from "./test-trades.ts";
import { traderTotals } from "./trader-totals.ts";

const NOW = new Date("2026-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let client: PGlite;
let db: Db;
const ids = { eurusd: 0, gold: 0 };

async function addUser(uid: string, identity: { email?: string; mobile?: string; isDemo?: boolean }): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ uid, inviteCode: `I${uid}`, createdAt: daysAgo(60), email: identity.email, mobile: identity.mobile, isDemo: identity.isDemo ?? false })
    .returning({ id: users.id });
  return row!.id;
}

async function addInstrument(code: string, showCode: string, categoryId: number, sortOrder: number): Promise<number> {
  const [row] = await db
    .insert(instruments)
    .values({
      code,
      showCode,
      name: showCode,
      logo: `${code}.svg`,
      categoryId,
      pricePrecision: 5,
      pip: "0.01",
      contractSize: "100000",
      minLots: "0.01",
      feeRate: "0.001",
      feePerLot: "5",
      marginMode: 0,
      quoteCurrency: "USD",
      session: "fx",
      basePrice: "1",
      dailyVolatility: 0.01,
      sortOrder,
    })
    .returning({ id: instruments.id });
  return row!.id;
}

type Row = Omit<TestTrade, "userId" | "instrumentId" | "closedAt"> & { days: number; on: keyof typeof ids };

async function trades(userId: number, rows: Row[]): Promise<void> {
  await insertTestTrades(
    db,
    rows.map(({ days, on, ...trade }) => ({ ...trade, userId, instrumentId: ids[on], closedAt: daysAgo(days) })),
  );
}

let ranking: RankingEntry[];

beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client, schema }) as unknown as Db;
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  const [category] = await db.insert(categories).values({ slug: "forex", names: {} as never, sortOrder: 1 }).returning({ id: categories.id });
  ids.eurusd = await addInstrument("EURUSD", "EUR/USD", category!.id, 1);
  ids.gold = await addInstrument("XAUUSD", "GOLD", category!.id, 2);

  // Net = profit − fee; rates on the margin committed. Recent = closed in the last 21 days.
  await trades(await addUser("10000001", { email: "jason@gmail.com" }), [
    { days: 30, on: "eurusd", leverage: 100, margin: "100", fee: "1", profit: "21" }, // +20, old
    { days: 20, on: "gold", leverage: 200, margin: "200", fee: "2", profit: "-38" }, // −40
    { days: 10, on: "eurusd", leverage: 100, margin: "100", fee: "1", profit: "11" }, // +10, a win
    { days: 5, on: "eurusd", leverage: 100, margin: "100", fee: "1", profit: "0.5" }, // −0.5: profit below the fee is no win
  ]);
  await trades(await addUser("10000002", { mobile: "13812345678" }), [
    { days: 2, on: "gold", leverage: 50, margin: "50", fee: "0.5", profit: "10.5" }, // +10
    { days: 1, on: "gold", leverage: 50, margin: "0", fee: "0", profit: "0", filled: false }, // cancelled before it filled
  ]);
  await trades(await addUser("10000003", { email: "lo@pipwise.test" }), [
    { days: 3, on: "eurusd", leverage: 20, margin: "100", fee: "0", profit: "-5" }, // a loss first: the peak starts at 0
    { days: 1, on: "eurusd", leverage: 20, margin: "100", fee: "0", profit: "20" },
  ]);
  await trades(await addUser("10000004", { email: "demo@pipwise.test", isDemo: true }), [
    { days: 1, on: "gold", leverage: 100, margin: "10", fee: "0", profit: "1000" },
  ]);
  await trades(await addUser("10000005", { email: "quiet@pipwise.test" }), [
    { days: 25, on: "gold", leverage: 100, margin: "10", fee: "0", profit: "5" },
  ]);
  ranking = rankingEntries(await traderTotals(db, NOW));
}, 120_000);

afterAll(async () => {
  await client?.close();
});

describe("ranking statistics from a table of trades", () => {
  it("lists real traders with a close in the last three weeks, best three-week rate first", () => {
    expect(ranking.map((entry) => entry.user)).toEqual(["138****5678", "l***@pipwise.test", "j***n@gmail.com"]);
  });

  it("computes rates on committed margin, the win rate, the income and the drawdown", () => {
    expect(ranking[2]).toEqual({
      user: "j***n@gmail.com",
      multiple: 100,
      three_week_rate: "-7.63", // −30.5 / 400
      three_week_win: "33.33", // 1 of 3
      three_week_profit: "-30.50",
      total_rate: "-2.10", // −10.5 / 500
      total_trade_num: 4,
      code: "EUR/USD",
      max_drawdown: "8.00", // peak +20 → trough −20 = 40, on 500
      followers: 0,
    });
  });

  it("counts only filled orders and starts the equity peak at zero", () => {
    expect(ranking[0]).toMatchObject({ three_week_rate: "20.00", three_week_win: "100.00", three_week_profit: "10.00", total_trade_num: 1, code: "GOLD", multiple: 50, max_drawdown: "0.00" });
    expect(ranking[1]).toMatchObject({ three_week_rate: "7.50", three_week_win: "50.00", three_week_profit: "15.00", total_rate: "7.50", max_drawdown: "2.50", multiple: 20 });
  });
});
