import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openStore } from "#server/store/open-store.ts";
import { seedIfEmpty } from "#server/seed/seed.ts";
import { TEST_HISTORY_DAYS, TEST_MARKET_SEED } from "./helpers/test-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data dir; each test server works on its own copy. */
    templateDataDir: string;
  }
}

/** Migrates and seeds one PGlite data dir per run; creating and seeding a database per test file would take far longer. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), "pipwise-template-"));
  const dataDir = join(root, "data");
  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    await seedIfEmpty(store, { historyDays: TEST_HISTORY_DAYS, marketSeed: TEST_MARKET_SEED });
  } finally {
    await store.close();
  }
  project.provide("templateDataDir", dataDir);
  return () => rm(root, { recursive: true, force: true });
}
