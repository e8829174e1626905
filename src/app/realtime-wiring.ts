import { holdAccountTopics } from "#data/orders/account-topics.ts";
import { receiveOrderFrame } from "#data/orders/orders-feed.ts";
import { attachStore } from "#data/store.ts";
import { realtime, wireRealtime } from "#realtime/ensure-realtime.ts";

/**
 * Connects the realtime layer to the data layer: the worker's database door and the user's order
 * frames go to src/data, and a signed-in user's order topics are held on every page. The two
 * layers never import each other this way round.
 */
export function installRealtime(): void {
  wireRealtime({ attachStore, receivePrivate: receiveOrderFrame });
  holdAccountTopics(realtime.acquire);
}
