import type { SetStopRequest, SubmitRequest } from "#domain/contract/trading.ts";
import { createEngineCore, type EngineCore } from "#server/engine/engine-core.ts";
import type { BatchOptions } from "#server/engine/order-batcher.ts";
import { cancelOrder, closeOrder, setStops } from "#server/engine/order-changes.ts";
import { submitOrder } from "#server/engine/submit.ts";
import type { Db } from "#server/store/db.ts";
import type { TestServer } from "./test-server.ts";

/** One order call as a test sends it. */
export type EngineCall =
  | { kind: "submit"; userId: number; request: SubmitRequest; key?: string }
  | { kind: "close" | "cancel"; userId: number; id: number; key?: string }
  | { kind: "set-stop"; userId: number; request: SetStopRequest; key?: string };

/**
 * The engine's order calls on a core of their own over the test server's database and market, with
 * the batch options given. `queued` lists the calls (by tag) as they reach the batcher, `ran` in the
 * order their work last ran, which on PGlite's one connection is the order they committed in (a
 * batch rolled back and run again moves its calls to where they ran the second time). `db` may
 * be another pool on the same database, as another process's would be.
 */
export function batchEngine(server: TestServer, batch: Partial<BatchOptions>, db: Db = server.server.store.db) {
  const { hub, bus, clock } = server.server;
  const core = createEngineCore({
    db,
    market: hub,
    bus,
    clock,
    config: { tradeFeeType: 1, stopOutLevel: 50, marginCallLevel: 100 },
    log: { error: () => undefined },
    batch,
  });
  const queued: number[] = [];
  const ran: number[] = [];
  const recording = (tag: number): EngineCore => ({
    ...core,
    batched(userId, work, key, newOrders) {
      queued.push(tag);
      const recorded: typeof work = (tx, at) => {
        if (ran.includes(tag)) ran.splice(ran.indexOf(tag), 1);
        ran.push(tag);
        return work(tx, at);
      };
      return core.batched(userId, recorded, key, newOrders);
    },
  });
  /** Sends `call`; `tag` names it in `ran`. */
  function send(call: EngineCall, tag: number): Promise<unknown> {
    const on = recording(tag);
    if (call.kind === "submit") return submitOrder(on, call.userId, call.request, call.key);
    if (call.kind === "set-stop") return setStops(on, call.userId, call.request, call.key);
    return (call.kind === "close" ? closeOrder : cancelOrder)(on, call.userId, call.id, call.key);
  }
  return { core, queued, ran, send };
}
