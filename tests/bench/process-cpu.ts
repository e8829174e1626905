import { cpus } from "node:os";
import type { Browser } from "@playwright/test";

interface ProcessCpu {
  type: string;
  id: number;
  /** CPU seconds since the process started */
  cpuTime: number;
}

/** The CPU time of every Chromium process, by the browser's own account (CDP SystemInfo.getProcessInfo). */
async function chromiumProcesses(browser: Browser): Promise<ProcessCpu[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    return (await cdp.send("SystemInfo.getProcessInfo")).processInfo as ProcessCpu[];
  } finally {
    await cdp.detach();
  }
}

export interface CpuShare {
  label: string;
  /** cores used on average over the window */
  cores: number;
}

/**
 * Starts counting the CPU that Chromium's processes and this one (the server and the driver)
 * use; `stop` gives each one's average in cores over the window, busiest first.
 */
export async function watchCpu(browser: Browser): Promise<{ stop(): Promise<CpuShare[]> }> {
  const startedAt = performance.now();
  const before = new Map((await chromiumProcesses(browser)).map((p) => [p.id, p.cpuTime]));
  const ownBefore = process.cpuUsage();
  return {
    async stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const own = process.cpuUsage(ownBefore);
      const shares = (await chromiumProcesses(browser)).map((p) => ({ label: p.type, cores: (p.cpuTime - (before.get(p.id) ?? 0)) / seconds }));
      shares.push({ label: "bench process (server, driver)", cores: (own.user + own.system) / 1e6 / seconds });
      return shares.filter((share) => share.cores >= 0.005).sort((a, b) => b.cores - a.cores);
    },
  };
}

/** "renderer 0.84, renderer 0.83, GPU 0.06, …: 1.83 of 2 cores" */
export function cpuLine(shares: readonly CpuShare[]): string {
  const total = shares.reduce((sum, share) => sum + share.cores, 0);
  return `${shares.map((share) => `${share.label} ${share.cores.toFixed(2)}`).join(", ")}: ${total.toFixed(2)} of ${cpus().length} cores`;
}

/**
 * What the slowdown costs by itself: DevTools' throttling makes the tab's main thread spin for the
 * time it takes away, so an empty page slowed `rate` times keeps most of a core busy. On a machine
 * with few cores that spin competes with everything else the run needs.
 */
export async function idlePageCores(browser: Browser, rate: number, seconds = 3): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent("<p>idle</p>");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const watch = await watchCpu(browser);
    await page.waitForTimeout(seconds * 1000);
    const renderers = (await watch.stop()).filter((share) => share.label === "renderer");
    return Math.max(0, ...renderers.map((share) => share.cores));
  } finally {
    await context.close();
  }
}
