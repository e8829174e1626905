/**
 * `npm run bench:load`: how soon a trader sees a price. Real Chromium at 390 px opens `/?lang=en`,
 * as a first visit (a fresh profile) and as a return visit (the same profile after one load on
 * loopback: service worker installed, IndexedDB filled, the realtime SharedWorker stopped), on
 * loopback at 1x CPU and on Slow 4G at 4x CPU. Each row is the median of LOAD_RUNS runs (5).
 * The real server with the built PWA runs in this process, or LOAD_URL names one already running.
 * LOAD_REFERENCE=<a built checkout> also loads that checkout's built PWA (its `dist`, served by this
 * checkout's server on a port of its own), alternating with this build run by run, and prints a
 * table for each with the machine's load average, so the two are read in the same minutes.
 * LOAD_CONDITIONS=slow-4g keeps to the Slow 4G rows; LOAD_VISITS=return (or first) to one kind of visit.
 *
 * Network emulation is per target: the page, the realtime SharedWorker and the service worker are
 * each throttled on a Slow 4G link of their own, where a phone shares one. The service worker
 * registers after the load event and its precache had fetched only tens of KB by the first live
 * price in our runs, so the sharing hardly matters here; whether Chromium holds the service
 * worker's own fetches to the emulated link could not be told from them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";
import { alternatingRuns } from "./alternating-runs.ts";
import type { RunningServer } from "./bench-server.ts";
import { CdpClient } from "./load-cdp.ts";
import { measureLoad, recordPricesIn, type LoadResult } from "./load-page.ts";
import { LOOPBACK, SLOW_4G, TargetWatch, type Conditions } from "./load-targets.ts";
import { printLoadTable, type LoadRow } from "./load-table.ts";
import { buildsToMeasure, loadAverage, serveBuilds } from "./reference-build.ts";

const RUNS = Number(process.env.LOAD_RUNS ?? 5);
const HOME = "/?lang=en";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** A browser on a fresh profile, its targets watched from the DevTools endpoint; removed afterwards. */
async function withBrowser<T>(work: (context: BrowserContext, watch: TargetWatch) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(join(tmpdir(), "pipwise-load-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...PHONE,
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, "--remote-debugging-port=0"],
  });
  const cdp = await CdpClient.connect(userDataDir);
  try {
    const watch = new TargetWatch(cdp, LOOPBACK);
    await watch.start();
    await recordPricesIn(context);
    return await work(context, watch);
  } finally {
    cdp.close();
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function firstVisit(url: string, conditions: Conditions): Promise<LoadResult> {
  return withBrowser(async (context, watch) => {
    await watch.use(conditions);
    return measureLoad(await context.newPage(), url, watch);
  });
}

function returnVisit(url: string, conditions: Conditions): Promise<LoadResult> {
  return withBrowser(async (context, watch) => {
    const earlier = await context.newPage();
    await measureLoad(earlier, url, watch);
    await earlier.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await earlier.close();
    await watch.sharedWorkerStopped();
    await watch.use(conditions);
    return measureLoad(await context.newPage(), url, watch);
  });
}

const VISITS = [
  { kind: "first", label: "first visit", load: firstVisit },
  { kind: "return", label: "return visit", load: returnVisit },
].filter((visit) => (process.env.LOAD_VISITS ?? visit.kind) === visit.kind);

const CONDITIONS = process.env.LOAD_CONDITIONS === "slow-4g" ? [SLOW_4G] : [LOOPBACK, SLOW_4G];

/** Every row's runs on every build served, the builds alternating run by run; one list of rows per build. */
async function bench(served: { name: string; url: string }[]): Promise<LoadRow[][]> {
  const rows = served.map((): LoadRow[] => []);
  for (const conditions of CONDITIONS) {
    for (const visit of VISITS) {
      const runs = served.map((): LoadResult[] => []);
      for (const { build } of alternatingRuns(1, served.length, RUNS)) runs[build]!.push(await visit.load(`${served[build]!.url}${HOME}`, conditions));
      runs.forEach((results, build) => {
        rows[build]!.push({ visit: visit.label, conditions: conditions.label, runs: results });
        console.log(`${visit.label}, ${conditions.label}, ${served[build]!.name}: ${results.map((r) => Math.round(r.firstPrice)).join(", ")} ms to the first price`);
      });
    }
  }
  return rows;
}

const external = process.env.LOAD_URL;
const builds = buildsToMeasure("LOAD_REFERENCE");
let servers: RunningServer[] = [];
try {
  if (!external) servers = await serveBuilds(builds);
  console.log(`load average before: ${loadAverage()}`);
  const served = external ? [{ name: external, url: external }] : servers.map((server, build) => ({ name: builds[build]!.name, url: server.url }));
  const tables = await bench(served);
  console.log(`load average after: ${loadAverage()}`);
  tables.forEach((rows, build) => printLoadTable(rows, RUNS, served[build]!.name));
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
