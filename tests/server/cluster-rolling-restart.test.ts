import { describe, expect, it } from "vitest";
import { startCluster } from "#scripts/cluster/start-cluster.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { LOADED_CLUSTER_ENV, loadCluster } from "./helpers/cluster-load.ts";
import { CLUSTER_MISSING, CLUSTER_SKIP_NOTE } from "./helpers/cluster-requirements.ts";
import { ordersInDatabase } from "./helpers/cluster-traders.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";

/** "Within a few seconds": the PWA's first reconnect waits 250–500 ms, a refused one 500–1000 ms more. */
const BACK_WITHIN_MS = 5000;

describe("a rolling restart of both gateways behind HAProxy", () => {
  it.skipIf(CLUSTER_MISSING)(`loses no acknowledged order, leaves no order call failed and no socket dead${CLUSTER_SKIP_NOTE}`, { timeout: 400_000 }, () =>
    withScratchDatabase(process.env.TEST_DATABASE_URL!, async (databaseUrl) => {
      // Until the leader election is in, every process runs the whole server.
      const cluster = await startCluster({ databaseUrl, entry: "source", roles: "all", env: LOADED_CLUSTER_ENV });
      try {
        const load = await loadCluster(cluster.url, { sockets: 24, traders: 6 });
        try {
          for (const gateway of cluster.gateways) {
            const before = load.acknowledged();
            let exited = false;
            const ended = gateway.kill("SIGTERM").finally(() => (exited = true));
            // Its /readyz fails while it still serves (DRAIN_DELAY_MS): the proxy stops sending it calls before it stops taking them.
            await waitUntil(`the proxy takes ${gateway.name} out`, async () => (await cluster.proxyStates()).get(gateway.name)!.startsWith("DOWN"), {
              hopeless: () => (exited ? `${gateway.name} exited first` : undefined),
            });
            expect(await ended).toBe(0);
            await gateway.restart();
            // Orders went on through the other gateway while this one was away.
            expect(load.acknowledged()).toBeGreaterThan(before);
          }
          const restarted = Date.now();
          await waitUntil("every socket has quotes again", async () => load.watchers.every((watcher) => watcher.liveSince(restarted)), { timeoutMs: BACK_WITHIN_MS });
        } finally {
          await load.stop();
        }

        const outcomes = load.outcomes();
        const unanswered = outcomes.filter((outcome) => outcome.code === undefined);
        expect(unanswered, "order calls still without an answer after the PWA's retries").toEqual([]);
        expect(outcomes.filter((outcome) => outcome.code !== 1)).toEqual([]);
        const ids = outcomes.map((outcome) => outcome.id!);
        const { found, ofTheirOwners } = await ordersInDatabase(databaseUrl, ids);
        expect(ids.filter((id) => !found.has(id)), "acknowledged orders missing from the database").toEqual([]);
        // A call retried after a proxy error was done once: the traders hold exactly the orders acknowledged.
        expect(ofTheirOwners).toBe(ids.length);

        const breaks = load.watchers.flatMap((watcher) => watcher.breaks);
        const closes = breaks.filter((each) => each.code !== "refused");
        // Each restart drained the sockets its gateway held, with the reconnect code.
        expect(closes.length).toBeGreaterThanOrEqual(2);
        expect(new Set(closes.map((each) => each.code))).toEqual(new Set([1012]));
        const longest = Math.max(...breaks.map((each) => each.quotesAgainAt! - each.closedAt));
        expect(longest, "longest time from a socket's close to quotes again (ms)").toBeLessThanOrEqual(BACK_WITHIN_MS);
      } finally {
        await cluster.stop();
      }
    }),
  );
});
