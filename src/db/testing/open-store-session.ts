import { realTimers } from "#workers/realtime/timers.ts";
import { createOrdersKeeper, type KeeperTimers } from "../orders-keeper.ts";
import type { PipwiseDb } from "../schema.ts";
import { createStoreSession } from "../store-api.ts";

/** A tab's database door as the realtime worker opens it, over its own order book. */
export function openStoreSession(db: PipwiseDb, timers: KeeperTimers = realTimers) {
  return createStoreSession(db, createOrdersKeeper(db, timers, (error) => console.warn("pipwise: test store failed", error)));
}
