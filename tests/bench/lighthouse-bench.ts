/**
 * `npm run bench:lighthouse`: Lighthouse 12's default mobile run on the home and trade pages of the
 * built PWA (run `npm run build` first), served by the real server on its embedded defaults.
 * LIGHTHOUSE_RUNS runs per page (3 by default); prints the median scores and metrics and the failing
 * accessibility audits. LIGHTHOUSE_OUT=<dir> also keeps each run's report as JSON there.
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
  const figures = PAGES.map(() => builds.map((): LighthouseFigures[] => []));
  for (const { page, build, run } of alternatingRuns(PAGES.length, builds.length, runs)) {
    const lhr = await audit(chrome, servers[build]!.url + PAGES[page]!.path);
    const tag = builds.length > 1 ? `-${build === 0 ? "this" : "reference"}` : "";
    if (outDir) writeFileSync(join(outDir, `${PAGES[page]!.name}${tag}-${run + 1}.json`), JSON.stringify(lhr));
    figures[page]![build]!.push(figuresOf(lhr));
  }
  console.log(`load average after: ${loadAverage()}`);
  PAGES.forEach(({ path }, page) => {
    builds.forEach(({ name }, build) => console.log(formatFigures(builds.length > 1 ? `${path}, ${name}` : path, runs, medianFigures(figures[page]![build]!))));
  });
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
}
