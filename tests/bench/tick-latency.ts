/**
 * `npm run bench`: tick-to-DOM latency in two home tabs with the feed at ≥ 500 ticks/s, beside it
 * tick-to-paint (the next frame's start after the write, what the trader sees), their
 * main-thread long tasks, and the gzip size of the JS the home route loads first. Builds the PWA
 * first (BENCH_SKIP_BUILD=1 uses the current dist/), measures BENCH_SECONDS (default 20), stops by
 * itself and cleans up.
 *
 * Runs once per CPU slowdown: unthrottled and 4× (a mid-range phone) unless `--cpu 4` (or
 * `--cpu 1,4,6`) names others; `--profile` also prints where tab 1's main thread spent its time;
 * `--trace FILE` writes a Chrome trace of the measured window (open it in DevTools' Performance panel)
 * and prints each long task's wall time against the CPU time its thread got, and what a frame cost.
 * `--page order` measures instead a demo user's /order with `--positions` (20) open positions: each
 * row's live price against the FOREX_TRADE frame that carried it.
 * `--page trade` measures a visitor's /trade, whose chart redraws on every tick: the sell price
 * against the DAY_MARKET frame that carried it, with `--indicators 3` (or 0, 1, 2) of MA, RSI and
 * MACD on the chart, to compare a tick's cost with and without them, and `--lines 20` signs in a
 * demo user with that many position and pending-order lines on the chart (0, a visitor, by default).
 * After each run the floor: a page with no React and no chart on the same worker and socket
 * (floor-page.ts), measured the same way under the same feed; and both taken apart hop by hop,
 * server → worker → tab → frame → write (the worker's two hops read through CDP, worker-hops.ts).
 * BENCH_STATIC_DIR serves another checkout's built dist/ instead of this one (a reference to compare).
 */
import { setTimeout as pause } from "node:timers/promises";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, devices, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { INSTRUMENT_SEEDS } from "#server/seed/instruments/all.ts";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";
import { startBenchServer } from "./bench-server.ts";
import { demoWithLines, demoWithPositions } from "./bench-positions.ts";
import { homeRouteJs, workerChunks } from "./home-js-size.ts";
import type { ProbeResult } from "./probe-result.ts";
import { printReport } from "./report.ts";
import { printProfile, startProfile, type Profiling } from "./profile.ts";
import { cpuLine, idlePageCores, watchCpu, type CpuShare } from "./process-cpu.ts";
import { loadAverage } from "./cpu-figures.ts";
import { longTasksInTrace, printTracedLongTasks, TRACE_CATEGORIES } from "./trace-long-tasks.ts";
import { printFrameCosts } from "./trace-frame-costs.ts";
import { floorPage, FLOOR_PATH } from "./floor-page.ts";
import { watchWorkerHops, type WorkerHops } from "./worker-hops.ts";

const MIN_TICKS_PER_SECOND = 500;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
const WARM_UP_MS = 3000;
const PROBE = fileURLToPath(new URL("./latency-probe.js", import.meta.url));
/** The built PWA the server serves: this checkout's, or BENCH_STATIC_DIR (another checkout's dist, to compare). */
const DIST = resolve(process.env.BENCH_STATIC_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url)));
/**
 * Headless Chromium paces only the front window at 60 frames/s and gives the other one a handful,
 * which no user with two visible windows sees; without the limit both run at ~60.
 */
const BENCH_ARGS = [...CHROMIUM_ARGS, "--disable-frame-rate-limit"];
const PHONE = { ...devices["Pixel 7"], viewport: { width: 360, height: 740 } };

type ProbeWindow = { __latencyProbe: { start(): void; stop(workerHops: WorkerHops): ProbeResult } };

const { values: options } = parseArgs({
  options: {
    cpu: { type: "string", default: "1,4" },
    profile: { type: "boolean", default: false },
    trace: { type: "string" },
    page: { type: "string", default: "home" },
    positions: { type: "string", default: "20" },
    indicators: { type: "string", default: "0" },
    lines: { type: "string", default: "0" },
  },
});
const CPU_RATES = options.cpu.split(",").map(Number);
if (CPU_RATES.some((rate) => !Number.isFinite(rate) || rate < 1)) throw new Error(`--cpu takes slowdown factors ≥ 1, got "${options.cpu}"`);
if (!["home", "order", "trade"].includes(options.page)) throw new Error(`--page is home, order or trade, got "${options.page}"`);
const ON_ORDERS = options.page === "order";
const ON_TRADE = options.page === "trade";
const POSITIONS = Number(options.positions);
/** The chart's indicators for `--page trade`, as the page keeps them (use-indicator-choices.ts). */
const INDICATORS = [
  { id: 1, kind: "sma", params: [20], source: "close" },
  { id: 2, kind: "rsi", params: [14], source: "close" },
  { id: 3, kind: "macd", params: [12, 26, 9], source: "close" },
].slice(0, Number(options.indicators));
if (!/^[0-3]$/.test(options.indicators)) throw new Error(`--indicators is 0 to 3, got "${options.indicators}"`);
if (!/^\d{1,2}$/.test(options.lines) || (options.lines !== "0" && !ON_TRADE)) throw new Error(`--lines is 0 to 99 and goes with --page trade, got "${options.lines}"`);
const LINES = Number(options.lines);
/** /trade opens the first instrument of the list. */
const TRADE_INSTRUMENT = INSTRUMENT_SEEDS[0]!;

// A hung browser or server must not keep the bench (or CI) waiting forever.
const watchdog = setTimeout(() => {
  console.error("bench: gave up after 3 minutes per run");
  process.exit(2);
}, 2 * 180_000 * CPU_RATES.length);
watchdog.unref();

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === "1" || process.env.BENCH_STATIC_DIR) return;
  console.log("building the PWA (npx vite build)…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("vite build failed");
}

async function openHome(page: Page, url: string, cpuRate: number): Promise<void> {
  // A slowed tab on a busy machine takes its time to boot.
  await page.goto(url, { timeout: 30_000 * cpuRate });
  await expect.poll(() => page.locator('[data-testid="quote-row"]').count(), { timeout: 30_000 * cpuRate }).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
}

/** Chrome DevTools' CPU throttling: the tab's main thread runs `rate` times slower. */
async function slowDown(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

interface Run {
  tabs: ProbeResult[];
  tickRate: number;
  seconds: number;
  load: [string, string];
  cpu: CpuShare[];
}

/** /order of a signed-in trader, until every position shows its price. */
async function openOrders(page: Page, url: string, cpuRate: number): Promise<void> {
  await page.goto(`${url}/order`, { timeout: 30_000 * cpuRate });
  await expect(page.getByTestId("holding-row")).toHaveCount(POSITIONS, { timeout: 30_000 * cpuRate });
  await expect(page.getByTestId("order-price").first()).toHaveText(/\d/);
}

/** /trade on the first instrument, until the chart drew its candles, every chosen indicator its values and the `--lines` their lines. */
async function openTrade(page: Page, url: string, cpuRate: number): Promise<void> {
  await page.goto(`${url}/trade`, { timeout: 30_000 * cpuRate });
  await expect(page.getByTestId("instrument-drawer")).toHaveText(TRADE_INSTRUMENT.showCode, { timeout: 30_000 * cpuRate });
  await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
  await expect.poll(() => page.getByTestId("chart").getAttribute("data-candles"), { timeout: 30_000 * cpuRate }).toMatch(/^[1-9]/);
  await expect(page.getByTestId("indicator-values")).toHaveCount(INDICATORS.length);
  for (const values of await page.getByTestId("indicator-values").all()) await expect(values).toHaveText(/\d/, { timeout: 30_000 * cpuRate });
  const lines = async () => (JSON.parse((await page.getByTestId("chart").getAttribute("data-lines")) ?? "[]") as unknown[]).length;
  await expect.poll(lines, { timeout: 30_000 * cpuRate }).toBeGreaterThanOrEqual(LINES);
}

/** Two tabs (home, a trader's /order or a visitor's /trade) in one context (one SharedWorker), each slowed by `cpuRate`, measured together. */
async function measure(browser: Browser, url: string, ticks: () => number, cpuRate: number): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    if (ON_ORDERS) {
      const session = JSON.stringify(await demoWithPositions(url, POSITIONS));
      await context.addInitScript((value) => {
        localStorage.setItem("pipwise.session", value);
        (window as unknown as { __latencyProbeTarget: string }).__latencyProbeTarget = "orders";
      }, session);
    }
    if (ON_TRADE) {
      const session = LINES > 0 ? JSON.stringify(await demoWithLines(url, TRADE_INSTRUMENT.code, LINES)) : null;
      await context.addInitScript(({ code, indicators, session }) => {
        localStorage.setItem("pipwise.chart.indicators", indicators);
        if (session) localStorage.setItem("pipwise.session", session);
        Object.assign(window, { __latencyProbeTarget: "trade", __latencyProbeCode: code });
      }, { code: TRADE_INSTRUMENT.code, indicators: JSON.stringify(INDICATORS), session });
    }
    const open = ON_ORDERS ? openOrders : ON_TRADE ? openTrade : openHome;
    return await measureTabs(browser, context, (tab) => open(tab, url, cpuRate), ticks, cpuRate, true);
  } finally {
    await context.close();
  }
}

/** The floor page (floor-page.ts) in two tabs of a context of its own, under the same feed and slowdown. */
async function measureFloor(browser: Browser, url: string, ticks: () => number, cpuRate: number): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    const [worker] = workerChunks(DIST);
    if (!worker) throw new Error(`no realtime worker chunk in ${DIST}`);
    await context.route(`${url}${FLOOR_PATH}`, (route) => route.fulfill({ contentType: "text/html", body: floorPage(worker.name, TRADE_INSTRUMENT.code) }));
    await context.addInitScript((code) => Object.assign(window, { __latencyProbeTarget: "trade", __latencyProbeCode: code }), TRADE_INSTRUMENT.code);
    const open = async (tab: Page) => {
      await tab.goto(`${url}${FLOOR_PATH}`, { timeout: 30_000 * cpuRate });
      await expect(tab.getByTestId("sell-price")).toHaveText(/\d/, { timeout: 30_000 * cpuRate });
    };
    return await measureTabs(browser, context, open, ticks, cpuRate, false);
  } finally {
    await context.close();
  }
}

/** Two tabs of `context`, each slowed by `cpuRate` and opened by `open`, measured together; `traced` takes --profile and --trace. */
async function measureTabs(browser: Browser, context: BrowserContext, open: (tab: Page) => Promise<void>, ticks: () => number, cpuRate: number, traced: boolean): Promise<Run> {
  await context.addInitScript({ path: PROBE });
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await slowDown(tab, cpuRate);
  for (const tab of tabs) await open(tab);
  await pause(WARM_UP_MS);

  const loadBefore = loadAverage();
  const ticksBefore = ticks();
  const startedAt = Date.now();
  const profiling: Profiling | null = traced && options.profile ? await startProfile(tabs[0]!) : null;
  const tracePath = traced ? options.trace?.replace(/(\.json)?$/, `-cpu${cpuRate}.json`) : undefined;
  if (tracePath) await browser.startTracing(tabs[1], { path: tracePath, screenshots: false, categories: TRACE_CATEGORIES });
  const cpu = await watchCpu(browser);
  const worker = await watchWorkerHops(tabs[0]!);
  await Promise.all(tabs.map((tab) => tab.evaluate(() => (window as unknown as ProbeWindow).__latencyProbe.start())));
  await pause(MEASURE_MS);
  // Before the probes match their frames, a long task of the bench's own that the trace would count.
  if (tracePath) await browser.stopTracing();
  const hops = await worker.stop();
  const results = await Promise.all(tabs.map((tab) => tab.evaluate((hops) => (window as unknown as ProbeWindow).__latencyProbe.stop(hops), hops)));
  const cpuShares = await cpu.stop();
  const seconds = (Date.now() - startedAt) / 1000;
  const tickRate = (ticks() - ticksBefore) / seconds;
  if (profiling) printProfile(await profiling.stop(), `tab 1, CPU ${cpuRate}×`);
  if (tracePath) {
    printTracedLongTasks(longTasksInTrace(tracePath));
    printFrameCosts(tracePath);
  }
  return { tabs: results, tickRate, seconds, load: [loadBefore, loadAverage()], cpu: cpuShares };
}

async function main(): Promise<void> {
  build();
  const ticksPerSecond = Math.max(10, Math.ceil((MIN_TICKS_PER_SECOND * 1.2) / INSTRUMENT_SEEDS.length));
  const server = await startBenchServer(ticksPerSecond, DIST);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: BENCH_ARGS });
  try {
    const pageJs = await homeRouteJs(browser, server.url, PHONE);
    for (const cpuRate of CPU_RATES) {
      const idleCores = cpuRate === 1 ? null : await idlePageCores(browser, cpuRate);
      const run = await measure(browser, server.url, server.ticks, cpuRate);
      const floor = await measureFloor(browser, server.url, server.ticks, cpuRate);
      printReport({
        cpuRate,
        setup: [
          `CPU      ${cpuRate === 1 ? "unthrottled" : `${cpuRate}× slowdown (Emulation.setCPUThrottlingRate ${cpuRate}) in both tabs`}`,
          `feed     ${server.instruments} instruments × ${ticksPerSecond}/s configured, ${run.tickRate.toFixed(0)} ticks/s measured over ${run.seconds.toFixed(1)} s (need ≥ ${MIN_TICKS_PER_SECOND})`,
          `browser  Chromium ${browser.version()} headless ${BENCH_ARGS.at(-1)}, 360×740, two tabs on ${ON_ORDERS ? `/order with ${POSITIONS} open positions` : ON_TRADE ? `/trade with ${INDICATORS.length} indicators and ${LINES} order lines on the chart` : "/"} in one context (one SharedWorker)`,
          `machine  load average ${run.load[0]} before, ${run.load[1]} after (/proc/loadavg)`,
          `cpu      used in the window, in cores: ${cpuLine(run.cpu)}`,
          ...(idleCores === null ? [] : [`         an empty page slowed ${cpuRate}× keeps ${idleCores.toFixed(2)} of a core busy by itself (the slowdown spins the tab's thread)`]),
        ],
        tabs: run.tabs,
        floor: { tabs: floor.tabs, setup: `floor    the same feed (${floor.tickRate.toFixed(0)} ticks/s), load average ${floor.load[0]} before, ${floor.load[1]} after; cpu ${cpuLine(floor.cpu)}` },
        pageJs,
        workerJs: workerChunks(DIST),
      });
      if (run.tickRate < MIN_TICKS_PER_SECOND) process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().then(
  () => clearTimeout(watchdog),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
