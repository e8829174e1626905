/**
 * A batch reads its accounts' positions once, under the lock, and each call works on them as the
 * calls before it in the batch left them: a position a fill opened earlier in the batch holds
 * margin for a submit and is found by a close, and once closed it is gone for the calls after.
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_CLOSED, ORDER_HOLDING, SUBMIT_MARKET, SUBMIT_PENDING, type Order } from "#domain/order.ts";
import { accountTx } from "#server/engine/account-tx.ts";
import { orderReads } from "#server/engine/live-order.ts";
import { batchEngine } from "./helpers/batch-engine.ts";
import { startTradingServerOn, TEST_DATABASES } from "./helpers/each-database.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader } from "./helpers/trading.ts";

for (const database of TEST_DATABASES) {
  describe(`a batch's positions on ${database.name}`, () => {
    let server: TestServer;
    let eurusd: number;
    beforeAll(async () => {
      ({ server, eurusd } = await startTradingServerOn(database));
    }, 180_000);
    afterAll(() => server?.close());

    it("are counted by a submit after the fill that opened one, found by a close after it, and gone for the calls after the close", { timeout: 60_000 }, async () => {
      const [trader, other] = await Promise.all([openTrader(server), openTrader(server)]);
      const engine = batchEngine(server, { maxInFlight: 1 });
      const request = { type: ORDER_BUY, cont: "2", forex_id: eurusd, multiple: 100, status: SUBMIT_PENDING, target_price: "1.09000" } as const;
      const pending = (await engine.send({ kind: "submit", userId: trader.userId, request }, 0)) as Order;
      const order = (await orderReads(server.server.store.db).own(trader.userId, pending.Id))!;
      const before = await expectLedgerBalanced(server, trader.userId);
      // The most whole lots the account carries with no position: too many beside the two filled.
      const instrument = (await engine.core.instrument(eurusd))!;
      const ask = engine.core.quoteOf("EURUSD")!.Ask;
      const empty = accountTx(server.server.store.db, trader.userId, before, [], new Map());
      const needed = async (lots: number) => (await engine.core.actions.headroom(empty, { ...instrument, units: instrument.contractSize, lots: String(lots), leverage: 100 }, ask)).needed;
      let most = 1;
      while ((await needed(most + 1)).lessThanOrEqualTo(before)) most += 1;
      const submit = (lots: number, tag: number) =>
        engine.send({ kind: "submit", userId: trader.userId, request: { type: ORDER_BUY, cont: String(lots), forex_id: eurusd, multiple: 100, status: SUBMIT_MARKET } }, tag);
      // One batch under way, which the calls wait behind, so that they make the next batch in the order sent.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await new Promise<void>((started) => void engine.core.batched(other.userId, () => (started(), held)));
      const calls: Promise<unknown>[] = [engine.core.batched(trader.userId, (tx, at) => engine.core.actions.fillPending(tx, order, ask, at))];
      try {
        for (const send of [
          () => submit(most, 1),
          () => engine.send({ kind: "close", userId: trader.userId, id: pending.Id }, 2),
          () => engine.send({ kind: "close", userId: trader.userId, id: pending.Id }, 3),
          () => submit(most - 1, 4),
        ]) {
          const queued = engine.queued.length;
          calls.push(send());
          await expect.poll(() => engine.queued.length).toBe(queued + 1);
        }
      } finally {
        release();
      }
      const [filled, beside, closed, again, after] = await Promise.allSettled(calls);
      expect(filled).toMatchObject({ status: "fulfilled", value: { state: ORDER_HOLDING, openPrice: ask } });
      expect(beside).toMatchObject({ status: "rejected", reason: { descriptor: { id: "server.not_enough_margin" } } });
      expect(closed).toMatchObject({ status: "fulfilled", value: { Id: pending.Id, State: ORDER_CLOSED } });
      expect(again).toMatchObject({ status: "rejected", reason: { descriptor: { id: "server.order_closed" } } });
      expect(after).toMatchObject({ status: "fulfilled", value: { State: ORDER_HOLDING } });
      const { orders } = await bookOf(server, trader.userId);
      expect(orders.map((row) => [row.id, row.state, row.lots])).toEqual([
        [pending.Id, ORDER_CLOSED, "2"],
        [(after as PromiseFulfilledResult<Order>).value.Id, ORDER_HOLDING, String(most - 1)],
      ]);
      await expectLedgerBalanced(server, trader.userId);
    });
  });
}
