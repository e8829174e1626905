import { createOrdersKeeper } from "#db/orders-keeper.ts";
import type { PipwiseDb } from "#db/schema.ts";
import { createStoreSession } from "#db/store-api.ts";
import { createBatchWriter } from "./batch-writer.ts";
import { createRealtimeCore, type CoreDeps } from "./core.ts";
import { isPrivateFrame } from "./private-frames.ts";
import type { RealtimeApi } from "./types.ts";

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
  // Without SharedWorker every tab's worker folds the book, and only the one asked to connect (the
  // socket's owner) writes it, as a SharedWorker does for all tabs.
  let connecting = false;
  const orders = createOrdersKeeper(db, deps.timers, onError, () => connecting);
  const core = createRealtimeCore({
    ...deps,
    store(message) {
      if (isPrivateFrame(message)) orders.frame(message);
      else writer.add(message);
    },
  });
  const api: RealtimeApi = {
    ...core,
    connect() {
      connecting = true;
      return core.connect();
    },
  };
  return { core: api, orders, openStoreSession: () => createStoreSession(db, orders) };
}
