/**
 * `npm run bench:lighthouse`: Lighthouse 12's default mobile run on the home and trade pages of the
 * built PWA (run `npm run build` first), served by the real server on its embedded defaults.
 * LIGHTHOUSE_RUNS runs per page (3 by default); prints the median scores and metrics and the failing
 * accessibility audits. LIGHTHOUSE_OUT=<dir> also keeps each run's report as JSON there.
 *
 * Each run is also given on CPU time (cpu-time-trace.ts): the same page load, every main-thread
 * task as long as the CPU time its thread got. On this two-core machine a task's wall time is two
 * to four times that, spent waiting for a core the browser's other processes hold; Lighthouse's
 * simulation multiplies it by four all the same.
 *
 * LIGHTHOUSE_REFERENCE=<a built checkout> also runs that checkout's built PWA (its `dist`, served
 * by this checkout's server on a port of its own), alternating with this build run by run, and
 * prints both with the machine's load average.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunningServer } from "./bench-server.ts";
import { audit, launchChromium } from "./lighthouse-run.ts";
import { alternatingRuns } from "./alternating-runs.ts";
import { figuresOf, formatFigures, medianFigures, type LighthouseFigures } from "./lighthouse-summary.ts";
import { buildsToMeasure, loadAverage, serveBuilds } from "./reference-build.ts";

const PAGES = [
  { name: "home", path: "/?lang=en" },
  { name: "trade", path: "/trade?lang=en" },
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive whole number, not ${process.env.LIGHTHOUSE_RUNS}`);
const outDir = process.env.LIGHTHOUSE_OUT;
if (outDir) mkdirSync(outDir, { recursive: true });

const builds = buildsToMeasure("LIGHTHOUSE_REFERENCE");
let servers: RunningServer[] = [];
const chrome = await launchChromium();
try {
  servers = await serveBuilds(builds);
  console.log(`load average before: ${loadAverage()}`);
  const figures = PAGES.map(() => builds.map(() => ({ measured: [] as LighthouseFigures[], onCpuTime: [] as LighthouseFigures[] })));
  for (const { page, build, run } of alternatingRuns(PAGES.length, builds.length, runs)) {
    const { lhr, onCpuTime } = await audit(chrome, servers[build]!.url + PAGES[page]!.path);
    const tag = builds.length > 1 ? `-${build === 0 ? "this" : "reference"}` : "";
    if (outDir) {
      writeFileSync(join(outDir, `${PAGES[page]!.name}${tag}-${run + 1}.json`), JSON.stringify(lhr));
      writeFileSync(join(outDir, `${PAGES[page]!.name}${tag}-${run + 1}-cpu-time.json`), JSON.stringify(onCpuTime));
    }
    figures[page]![build]!.measured.push(figuresOf(lhr));
    figures[page]![build]!.onCpuTime.push(figuresOf(onCpuTime));
  }
  console.log(`load average after: ${loadAverage()}`);
  PAGES.forEach(({ path }, page) => {
    builds.forEach(({ name }, build) => {
      const label = builds.length > 1 ? `${path}, ${name}` : path;
      console.log(formatFigures(label, runs, medianFigures(figures[page]![build]!.measured)));
      console.log(formatFigures(`${label}, on CPU time`, runs, medianFigures(figures[page]![build]!.onCpuTime)));
    });
  });
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
}
