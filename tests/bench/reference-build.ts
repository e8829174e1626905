import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { startServer, type RunningServer } from "./bench-server.ts";

export interface BuildToMeasure {
  name: string;
  /** The built PWA's folder. */
  staticDir: string;
}

/**
 * This checkout's build, and the reference the environment variable `variable` names (a built
 * checkout), if any: on a shared machine a figure means something only beside its reference
 * taken in the same minutes.
 */
export function buildsToMeasure(variable: string): BuildToMeasure[] {
  const reference = process.env[variable];
  const builds = [{ name: "this build", staticDir: resolve("dist") }];
  if (!reference) return builds;
  const staticDir = resolve(reference, "dist");
  if (!existsSync(join(staticDir, "index.html"))) throw new Error(`no built PWA in ${staticDir}: build the reference checkout first`);
  return [...builds, { name: `reference ${reference}`, staticDir }];
}

/** The real server on each build, on ports of their own; this checkout's server serves the reference's PWA too. */
export async function serveBuilds(builds: readonly BuildToMeasure[]): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (const build of builds) servers.push(await startServer({ MARKET_SESSIONS: "always-open", STATIC_DIR: build.staticDir }, { requireStatic: true }));
  return servers;
}

export const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(" ");
