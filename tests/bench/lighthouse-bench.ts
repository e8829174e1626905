/**
 * `npm run bench:lighthouse`: Lighthouse 12's default mobile run on the home and trade pages of the
 * built PWA (run `npm run build` first), served by the real server on its embedded defaults.
 * LIGHTHOUSE_RUNS runs per page (3 by default); prints the median scores and metrics and the failing
 * accessibility audits. LIGHTHOUSE_OUT=<dir> also keeps each run's report as JSON there.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "./bench-server.ts";
import { audit, launchChromium } from "./lighthouse-run.ts";
import { figuresOf, formatFigures, medianFigures, type LighthouseFigures } from "./lighthouse-summary.ts";

const PAGES = [
  { name: "home", path: "/?lang=en" },
  { name: "trade", path: "/trade?lang=en" },
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive whole number, not ${process.env.LIGHTHOUSE_RUNS}`);
const outDir = process.env.LIGHTHOUSE_OUT;
if (outDir) mkdirSync(outDir, { recursive: true });

const running = await startServer({ MARKET_SESSIONS: "always-open" }, { requireStatic: true });
const chrome = await launchChromium();
try {
  for (const { name, path } of PAGES) {
    const figures: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await audit(chrome, running.url + path);
      if (outDir) writeFileSync(join(outDir, `${name}-${run}.json`), JSON.stringify(lhr));
      figures.push(figuresOf(lhr));
    }
    console.log(formatFigures(path, runs, medianFigures(figures)));
  }
} finally {
  chrome.kill();
  await running.close();
}
