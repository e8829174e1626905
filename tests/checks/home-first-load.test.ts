import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CRUISER = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; dynamic: boolean; dependencyTypes: string[] }[] }[];
}

/** Every module the PWA's entry imports statically, however deep: what the home route's first load carries. */
function firstLoad(): Set<string> {
  const run = spawnSync(process.execPath, [CRUISER, "src", "workers", "--no-config", "--ts-config", "tsconfig.json", "--ts-pre-compilation-deps", "--do-not-follow", "node_modules", "--output-type", "json"], { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const { modules } = JSON.parse(run.stdout) as Cruised;
  const imports = new Map(modules.map(({ source, dependencies }) => [source, dependencies.filter((d) => !d.dynamic && !d.dependencyTypes.some((type) => type.startsWith("type"))).map((d) => d.resolved)]));
  const reached = new Set(["src/main.tsx"]);
  for (const module of reached) for (const next of imports.get(module) ?? []) reached.add(next);
  return reached;
}

describe("the home route's first load", () => {
  it("carries no decimal library and no database library", { timeout: 120_000 }, () => {
    const reached = [...firstLoad()];
    expect(reached).toContain("src/features/quotes/live-quote.tsx");
    expect(reached.filter((module) => /node_modules\/(decimal\.js|dexie)\//.test(module))).toEqual([]);
  });
});
