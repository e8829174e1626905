import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";
import { onCpuTime } from "./cpu-time-trace.ts";
import type { TraceEvent } from "./trace-events.ts";

/** One headless Chromium with the end-to-end flags, driven by Lighthouse over its debugging port. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH ?? chromiumExecutable();
  if (!chromePath) throw new Error("no Chromium: set CHROME_PATH");
  return launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
}

const ATTEMPTS = 3;
const FLAGS: Flags = { logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"] };
/** Where Lighthouse's gather step leaves the page load's trace. */
const TRACE = "defaultPass.trace.json";

export interface Audited {
  /** The report as Lighthouse gives it. */
  lhr: Result;
  /** The same page load's report with each main-thread task as long as its thread's CPU time. */
  onCpuTime: Result;
}

async function auditSaved(dir: string): Promise<Result> {
  const result = await lighthouse(undefined, { ...FLAGS, auditMode: dir });
  if (!result) throw new Error(`Lighthouse audited nothing in ${dir}`);
  return result.lhr;
}

/**
 * Lighthouse's default run (mobile form factor, simulated Slow 4G and 4× CPU) of the performance
 * and accessibility categories, audited twice from the one page load it gathers: as it is, and
 * with its trace on CPU time (cpu-time-trace.ts). Lighthouse clears the origin's storage first, so
 * each run is a first visit. On a loaded machine Chromium now and then drops the trace's
 * navigation start (NO_NAVSTART): such a run is tried again, up to three times in all.
 */
export async function audit(chrome: LaunchedChrome, url: string): Promise<Audited> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), "pipwise-lighthouse-"));
    try {
      await lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: dir });
      const lhr = await auditSaved(dir);
      const failure = lhr.runtimeError;
      if (!failure) {
        const trace = JSON.parse(readFileSync(join(dir, TRACE), "utf8")) as { traceEvents: TraceEvent[] };
        writeFileSync(join(dir, TRACE), JSON.stringify({ ...trace, traceEvents: onCpuTime(trace.traceEvents) }));
        return { lhr, onCpuTime: await auditSaved(dir) };
      }
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failure.message}`);
      console.warn(`Lighthouse failed on ${url} (${failure.code}), trying again`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
