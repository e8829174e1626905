import { ONE_ADDRESS_SOCKETS } from "./test-config.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { minimumEurusdBuy, openDemoTraders } from "./cluster-traders.ts";
import { orderContinuously, type OrderOutcome } from "./keyed-orders.ts";
import { watchQuotes, type QuoteWatcher } from "./quote-watcher.ts";

/** The environment a loaded cluster needs: every market open, and demo accounts enough from one address. */
export const LOADED_CLUSTER_ENV = { HISTORY_DAYS: "1", MARKET_SESSIONS: "always-open", REGISTRATIONS_PER_IP_PER_HOUR: "100000", ...ONE_ADDRESS_SOCKETS };

export interface ClusterLoad {
  watchers: QuoteWatcher[];
  /** Every order call so far, of every trader. */
  outcomes(): OrderOutcome[];
  /** Acknowledged orders so far. */
  acknowledged(): number;
  /** Ends the order loops (each finishes its call under way) and closes the sockets. */
  stop(): Promise<void>;
}

/**
 * `sockets` sockets on quotes and `traders` demo traders ordering continuously, all through
 * `url`, as the PWA behaves; resolves once every socket has had quotes. Stop it before the cluster.
 */
export async function loadCluster(url: string, { sockets, traders }: { sockets: number; traders: number }): Promise<ClusterLoad> {
  const watchers = Array.from({ length: sockets }, () => watchQuotes(url));
  const loops: ReturnType<typeof orderContinuously>[] = [];
  const stop = async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    watchers.forEach((watcher) => watcher.stop());
  };
  try {
    const order = await minimumEurusdBuy(url);
    loops.push(...(await openDemoTraders(url, traders)).map((token) => orderContinuously(url, token, order)));
    const began = Date.now();
    await waitUntil("every socket has quotes", async () => watchers.every((watcher) => watcher.liveSince(began)));
  } catch (error) {
    await stop();
    throw error;
  }
  const outcomes = () => loops.flatMap((loop) => loop.outcomes);
  return { watchers, outcomes, acknowledged: () => outcomes().filter((outcome) => outcome.id !== undefined).length, stop };
}
