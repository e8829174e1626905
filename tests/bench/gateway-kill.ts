/**
 * `npm run bench:gateway-kill`: the cluster of `npm run start:cluster` (HAProxy, Redis, a market
 * process and 2 gateways, built server) on a scratch database of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, under load: BENCH_SOCKETS sockets on quotes (default 300) and BENCH_TRADERS
 * traders ordering continuously (default 40), both through the proxy and both retrying as the PWA
 * does. Then `kill -9` of gateway 1. Prints the time until every socket it held is live on the
 * other gateway (the goal: ≤ 5 s) and how many orders acknowledged before the kill are missing from
 * the database (the goal: 0).
 */
import { setTimeout as pause } from "node:timers/promises";
import { startCluster } from "#scripts/cluster/start-cluster.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { LOADED_CLUSTER_ENV, loadCluster } from "../server/helpers/cluster-load.ts";
import { ordersInDatabase } from "../server/helpers/cluster-traders.ts";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";
import { summarize } from "./stats.ts";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
const TRADERS = Number(process.env.BENCH_TRADERS ?? 40);
const LOAD_MS = 5000;
const GOAL_MS = 5000;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log("skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server where this role may create databases");
  process.exit(0);
}

await withScratchDatabase(adminUrl, async (databaseUrl) => {
  const cluster = await startCluster({ databaseUrl, env: { ...LOADED_CLUSTER_ENV, LOG_LEVEL: "warn" } });
  try {
    const load = await loadCluster(cluster.url, { sockets: SOCKETS, traders: TRADERS });
    const [victim] = cluster.gateways;
    let killedAt: number;
    let outAfter: number;
    try {
      await pause(LOAD_MS);
      killedAt = Date.now();
      await victim!.kill("SIGKILL");
      await waitUntil("the proxy has taken the killed gateway out", async () => (await cluster.proxyStates()).get(victim!.name)?.startsWith("DOWN") ?? false);
      outAfter = Date.now() - killedAt;
      await waitUntil("every socket has quotes again", async () => load.watchers.every((watcher) => watcher.liveSince(killedAt)), { timeoutMs: 60_000 });
      await pause(LOAD_MS);
    } finally {
      await load.stop();
    }

    const moved = load.watchers.filter((watcher) => watcher.breaks.some((each) => each.closedAt >= killedAt));
    const back = summarize(moved.map((watcher) => Math.max(...watcher.breaks.map((each) => each.quotesAgainAt!)) - killedAt));
    const breaksAfterKill = moved.flatMap((watcher) => watcher.breaks.filter((each) => each.closedAt >= killedAt));
    const closed = summarize(moved.map((watcher) => watcher.breaks.find((each) => each.closedAt >= killedAt)!.closedAt - killedAt));
    const refused = breaksAfterKill.filter((each) => each.code === "refused").length;
    const outcomes = load.outcomes();
    const acknowledged = outcomes.filter((outcome) => outcome.id !== undefined);
    const beforeKill = acknowledged.filter((outcome) => outcome.answeredAt < killedAt).map((outcome) => outcome.id!);
    const { found } = await ordersInDatabase(databaseUrl, acknowledged.map((outcome) => outcome.id!));
    const missing = (ids: number[]) => ids.filter((id) => !found.has(id)).length;
    const retried = outcomes.filter((outcome) => outcome.proxyErrors.length > 0).length;
    const unanswered = outcomes.filter((outcome) => outcome.code === undefined).length;

    console.log(`gateway killed (kill -9) under ${SOCKETS} sockets and ${TRADERS} traders through HAProxy`);
    console.log(`  the proxy took it out after ${outAfter} ms`);
    console.log(`  its ${moved.length} sockets saw the close after p50 ${closed.p50} ms, max ${closed.max} ms; reconnects refused on the way: ${refused}`);
    console.log(`  its ${moved.length} sockets live on the other gateway: p50 ${back.p50} ms, all after ${back.max} ms (goal ≤ ${GOAL_MS} ms: ${back.max <= GOAL_MS ? "met" : "MISSED"})`);
    console.log(`  orders acknowledged before the kill ${beforeKill.length}, missing from the database: ${missing(beforeKill)} (goal 0)`);
    console.log(`  all order calls ${outcomes.length}: acknowledged ${acknowledged.length} (missing ${missing(acknowledged.map((outcome) => outcome.id!))}), retried after a proxy error ${retried}, never answered ${unanswered}`);
  } finally {
    await cluster.stop();
  }
});
