import { describe, expect, it } from "vitest";
import { HAPROXY_BINARY } from "#scripts/cluster/haproxy-host.ts";
import { startCluster } from "#scripts/cluster/start-cluster.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { minimumEurusdBuy, openDemoTraders, ordersInDatabase } from "./helpers/cluster-traders.ts";
import { orderContinuously } from "./helpers/keyed-orders.ts";
import { watchQuotes } from "./helpers/quote-watcher.ts";
import { HAS_REDIS } from "./helpers/redis-server.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !HAPROXY_BINARY
  ? "no haproxy binary (apt-get install haproxy)"
  : !HAS_REDIS
    ? "no redis-server on PATH (apt-get install redis-server)"
    : !adminUrl
      ? "set TEST_DATABASE_URL=postgres://… as a role that may create databases"
      : undefined;

const TRADERS = 6;
const SOCKETS = 24;
/** "Within a few seconds": the PWA's first reconnect waits 250–500 ms, a refused one 500–1000 ms more. */
const BACK_WITHIN_MS = 5000;

describe("a rolling restart of both gateways behind HAProxy", () => {
  it.skipIf(missing)(`loses no acknowledged order, leaves no order call failed and no socket dead${missing ? ` (skipped: ${missing})` : ""}`, { timeout: 400_000 }, () =>
    withScratchDatabase(adminUrl!, async (databaseUrl) => {
      const cluster = await startCluster({
        databaseUrl,
        entry: "source",
        // Until the leader election is in, every process runs the whole server.
        roles: "all",
        env: { HISTORY_DAYS: "1", MARKET_SESSIONS: "always-open", REGISTRATIONS_PER_IP_PER_HOUR: "100000" },
      });
      const watchers = Array.from({ length: SOCKETS }, () => watchQuotes(cluster.url));
      const loops: ReturnType<typeof orderContinuously>[] = [];
      try {
        const order = await minimumEurusdBuy(cluster.url);
        loops.push(...(await openDemoTraders(cluster.url, TRADERS)).map((token) => orderContinuously(cluster.url, token, order)));
        const began = Date.now();
        await waitUntil("every socket has quotes", async () => watchers.every((watcher) => watcher.liveSince(began)));
        const acknowledged = () => loops.reduce((sum, loop) => sum + loop.outcomes.filter((outcome) => outcome.id !== undefined).length, 0);

        for (const gateway of cluster.gateways) {
          const before = acknowledged();
          let exited = false;
          const ended = gateway.kill("SIGTERM").finally(() => (exited = true));
          // Its /readyz fails while it still serves (DRAIN_DELAY_MS): the proxy stops sending it calls before it stops taking them.
          await waitUntil(`the proxy takes ${gateway.name} out`, async () => (await cluster.proxyStates()).get(gateway.name)!.startsWith("DOWN"), {
            hopeless: () => (exited ? `${gateway.name} exited first` : undefined),
          });
          expect(await ended).toBe(0);
          await gateway.restart();
          // Orders went on through the other gateway while this one was away.
          expect(acknowledged()).toBeGreaterThan(before);
        }
        const restarted = Date.now();
        await waitUntil("every socket has quotes again", async () => watchers.every((watcher) => watcher.liveSince(restarted)), { timeoutMs: BACK_WITHIN_MS });
        await Promise.all(loops.map((loop) => loop.stop()));

        const outcomes = loops.flatMap((loop) => loop.outcomes);
        const unanswered = outcomes.filter((outcome) => outcome.code === undefined);
        expect(unanswered, "order calls still without an answer after the PWA's retries").toEqual([]);
        expect(outcomes.filter((outcome) => outcome.code !== 1)).toEqual([]);
        const ids = outcomes.map((outcome) => outcome.id!);
        const { found, ofTheirOwners } = await ordersInDatabase(databaseUrl, ids);
        expect(ids.filter((id) => !found.has(id)), "acknowledged orders missing from the database").toEqual([]);
        // A call retried after a proxy error was done once: the traders hold exactly the orders acknowledged.
        expect(ofTheirOwners).toBe(ids.length);

        const breaks = watchers.flatMap((watcher) => watcher.breaks);
        const closes = breaks.filter((each) => each.code !== "refused");
        // Each restart drained the sockets its gateway held, with the reconnect code.
        expect(closes.length).toBeGreaterThanOrEqual(2);
        expect(new Set(closes.map((each) => each.code))).toEqual(new Set([1012]));
        const longest = Math.max(...breaks.map((each) => each.quotesAgainAt! - each.closedAt));
        expect(longest, "longest time from a socket's close to quotes again (ms)").toBeLessThanOrEqual(BACK_WITHIN_MS);
      } finally {
        watchers.forEach((watcher) => watcher.stop());
        await Promise.all(loops.map((loop) => loop.stop()));
        await cluster.stop();
      }
    }),
  );
});
