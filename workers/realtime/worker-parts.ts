import { createOrdersKeeper } from "../../src/db/orders-keeper.ts";
import type { PipwiseDb } from "../../src/db/schema.ts";
import { createStoreSession } from "../../src/db/store-api.ts";
import { createBatchWriter } from "./batch-writer.ts";
import { createRealtimeCore, type CoreDeps } from "./core.ts";
import { isPrivateFrame } from "./private-frames.ts";

export interface WorkerPartsDeps extends Omit<CoreDeps, "store"> {
  db: PipwiseDb;
  onError(error: unknown): void;
}

/**
 * What one realtime worker holds: the socket's core, the batch writer of quotes and candles, the
 * user's one order book, and a database door for each tab. The entry only adds the real I/O.
 */
export function createWorkerParts({ db, onError, ...deps }: WorkerPartsDeps) {
  const writer = createBatchWriter({ db, timers: deps.timers, onError });
  const orders = createOrdersKeeper(db, deps.timers, onError);
  const core = createRealtimeCore({
    ...deps,
    store(message) {
      if (isPrivateFrame(message)) orders.frame(message);
      else writer.add(message);
    },
  });
  return { core, orders, openStoreSession: () => createStoreSession(db, orders) };
}
