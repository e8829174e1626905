import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { dec } from "#domain/decimal.ts";
import type { Order } from "#domain/order.ts";
import { accountLogs, instruments, orders } from "#server/store/schema.ts";
import { dataOf } from "./envelope.ts";
import { passNextRollover, runRollover } from "./swap.ts";
import type { TestServer } from "./test-server.ts";
import { expectLedgerBalanced, openTrader, trade } from "./trading.ts";

export const SWAP_RACE_SIZE = 100;

/**
 * A trader's 100 positions of 0.01 EURUSD lot closed all at once while the leader's rollover and two
 * more runs of it (a leader taking over mid-run) go: each position is charged once, or not at all
 * because it closed first, and the ledger sums to the balance.
 */
export async function rolloverRacingCloses(server: TestServer, eurusd: number): Promise<void> {
  const { db } = server.server.store;
  await db.update(instruments).set({ swapMode: "points", swapLong: "-6.5", swapShort: "1.8" }).where(eq(instruments.id, eurusd));
  const trader = await openTrader(server);
  const submit = async () => dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.01", status: 1, multiple: 100 }, trader));
  const held = await Promise.all(Array.from({ length: SWAP_RACE_SIZE }, submit));
  const rollover = await passNextRollover(server);
  const { swapRollover } = server.server.engine;
  const closes = held.map(async (order) => (await trade(server, "/v1/api/forex/close", { id: order.Id }, trader)).json() as Promise<{ code: number }>);
  const runs = [runRollover(server), swapRollover.run(rollover, new Date()), swapRollover.run(rollover, new Date())];
  const [answers] = await Promise.all([Promise.all(closes), Promise.all(runs)]);
  expect(answers.every((answer) => answer.code === 1)).toBe(true);

  // 0.01 lot × 100000 × −6.5 points × 0.00001 = −0.065 USD a night.
  const charge = dec("-0.065").times(rollover.weekday === 3 ? 3 : 1).toFixed(6);
  const swaps = await Promise.all(held.map(async (order) => (await db.select({ swap: orders.swap }).from(orders).where(eq(orders.id, order.Id)))[0]!.swap));
  expect(swaps.filter((swap) => swap !== charge && swap !== "0.000000")).toEqual([]);
  const charged = swaps.filter((swap) => swap === charge).length;
  const rows = (await db.select().from(accountLogs).where(eq(accountLogs.userId, trader.userId))).filter((row) => row.memo === "swap");
  console.log(`[${server.server.store.kind}] ${SWAP_RACE_SIZE} closes racing three runs of one rollover: ${charged} charged before their close, ${SWAP_RACE_SIZE - charged} closed first`);
  expect(rows).toHaveLength(charged);
  expect(rows.every((row) => row.value === charge)).toBe(true);
  await expectLedgerBalanced(server, trader.userId);
}
