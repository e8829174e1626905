import { createOrdersKeeper } from "#db/orders-keeper.ts";
import type { PipwiseDb } from "#db/schema.ts";
import { createStoreSession, type StoreApi } from "#db/store-api.ts";
import type { PrivateMessage, TopicMessage } from "#domain/socket-protocol.ts";
import { createBatchWriter } from "./batch-writer.ts";
import { isPrivateFrame } from "./private-frames.ts";
import type { Timers } from "./timers.ts";

/** The realtime worker's database side: the batch writer of quotes and candles, the user's one order book, a door per tab. */
export interface WorkerStore {
  /** A frame off the socket, to keep. */
  keep(message: TopicMessage): void;
  /** A user's frame heard from the socket's owner in another tab (no SharedWorker). */
  ordersFrame(frame: PrivateMessage): void;
  openSession(): { api: StoreApi; close(): void };
}

/** `writes` says whether this worker holds the socket: without SharedWorker only that one writes the book. */
export function createWorkerStore(db: PipwiseDb, timers: Timers, onError: (error: unknown) => void, writes: () => boolean): WorkerStore {
  const writer = createBatchWriter({ db, timers, onError });
  const orders = createOrdersKeeper(db, timers, onError, writes);
  return {
    keep(message) {
      if (isPrivateFrame(message)) orders.frame(message);
      else writer.add(message);
    },
    ordersFrame: (frame) => orders.frame(frame),
    openSession: () => createStoreSession(db, orders),
  };
}
