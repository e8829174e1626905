/**
 * `npm run bench:house`: the shape of the code as a newcomer meets it. Files and their lengths
 * (product code and tests apart), the pairs of folders that import each other, and the gzip size
 * of the JS the home route loads before its first price (the built PWA in dist/, served by the real server).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";
import { startServer } from "./bench-server.ts";
import { chartShowsCandles, homeRouteJs, type JsFile } from "./home-js-size.ts";
import { TARGET_HOME_JS_BYTES } from "./report.ts";
import { kb } from "./stats.ts";

const ROOT = process.cwd();
const CODE = /[.](ts|tsx)$/;
const TEST = /[.](test|spec)[.]tsx?$|\/testing\//;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : CODE.test(name) && !name.endsWith(".d.ts") ? [relative(ROOT, path)] : [];
  });
}

function shape(label: string, files: string[]): string {
  const lines = files.map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length })).sort((a, b) => a.lines - b.lines);
  const at = (share: number) => lines[Math.min(lines.length - 1, Math.floor(share * lines.length))].lines;
  const total = lines.reduce((sum, { lines }) => sum + lines, 0);
  const longest = lines.at(-1)!;
  return `${label.padEnd(13)} ${files.length} files, ${total} lines; lines per file median ${at(0.5)}, p90 ${at(0.9)}, max ${longest.lines} (${longest.file})`;
}

function folderCycles(): string[] {
  const run = spawnSync("npx", ["depcruise", "src", "workers", "server", "--config", ".dependency-cruiser-folders.cjs", "--output-type", "json"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } };
  return summary.violations.filter((v) => v.rule.name === "no-folder-cycles").map((v) => `${v.from} → ${v.to} → …`);
}

async function routesJs(): Promise<string[]> {
  const running = await startServer({ MARKET_SESSIONS: "always-open" }, { requireStatic: true });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const phone = { ...devices["Pixel 7"], viewport: { width: 360, height: 740 } };
  try {
    const home = await homeRouteJs(browser, running.url, phone);
    const chart = await homeRouteJs(browser, `${running.url}/trade`, phone, chartShowsCandles);
    const gzip = (files: JsFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const beyondHome = chart.filter((file) => !home.some((shown) => shown.name === file.name));
    const chartChunk = chart.find((file) => /\/candle-chart-[^/]+\.js$/.test(file.name));
    return [
      `home route   first JS ${kb(gzip(home))} gzip in ${home.length} files (target ≤ ${kb(TARGET_HOME_JS_BYTES)})`,
      `chart route  first JS ${kb(gzip(chart))} gzip in ${chart.length} files: ${kb(gzip(beyondHome))} beyond the home route's, of which the chart's chunk ${chartChunk ? kb(chartChunk.gzipBytes) : "not loaded"}`,
    ];
  } finally {
    await browser.close();
    await running.close();
  }
}

const all = ["src", "server", "workers"].flatMap(filesUnder);
console.log(shape("product code", all.filter((file) => !TEST.test(file))));
console.log(shape("tests", [...all.filter((file) => TEST.test(file)), ...filesUnder("tests")]));
const cycles = folderCycles();
console.log(`folders      ${cycles.length} cycles between folders${cycles.length ? `: ${cycles.join(", ")}` : ""}`);
for (const line of await routesJs()) console.log(line);
