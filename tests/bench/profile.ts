import type { CDPSession, Page } from "@playwright/test";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** What CDP's Profiler.stop answers (the fields read here). */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface Profiling {
  stop(): Promise<CpuProfile>;
}

const SHOWN = 25;

/** Samples the page's main thread (V8's sampling profiler, as DevTools' Performance panel does). */
export async function startProfile(page: Page): Promise<Profiling> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  return {
    async stop() {
      const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
      await cdp.detach();
      return profile;
    },
  };
}

const where = ({ callFrame: f }: ProfileNode) => {
  const file = f.url.split("/").pop() || "";
  return `${f.functionName || "(anonymous)"} ${file}${file ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ""}`;
};

/** Self time per function, largest first: where the main thread went. */
export function printProfile(profile: CpuProfile, label: string): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = where(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  console.log(`\nmain-thread profile, ${label}: self time of ${(total / 1000).toFixed(1)} s sampled`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) {
    console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}
