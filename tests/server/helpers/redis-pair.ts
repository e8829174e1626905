import { afterAll, beforeAll } from "vitest";
import { countThrough } from "./accounts.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Why the tests of two processes on one Redis are skipped here, or "" when they run. */
export const PAIR_SKIPPED = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

/** One line per limit in the test's output: how many calls it let through over both processes. */
export function reportPair(limit: string, answers: readonly Response[], allowed: number): number {
  const through = countThrough(answers);
  console.log(`limit ${limit} over 2 processes: ${through} of ${answers.length} concurrent requests got through (limit ${allowed})`);
  return through;
}

/** Two server processes over one scratch PostgreSQL database and one Redis of their own; a burst's i-th call goes to `either(i)`. */
export function processPair() {
  const servers: ServerProcess[] = [];
  return {
    servers,
    either: (i: number) => servers[i % servers.length]!,
    /** Within a describe: starts both with `env` besides before the tests, and stops and drops everything after them. */
    onRedis(env: Record<string, string>): void {
      let redis: TestRedis | undefined;
      let database: ScratchDatabase | undefined;
      beforeAll(async () => {
        redis = await startTestRedis();
        database = await createScratchDatabase(databaseUrl!);
        const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url, PIPWISE_TEST_HOOKS: "1", ...env };
        // One after the other: the first start creates and seeds the database.
        servers.push(await startServerProcess(shared));
        servers.push(await startServerProcess(shared));
      }, 240_000);
      afterAll(async () => {
        await Promise.allSettled(servers.map((server) => server.stop()));
        servers.length = 0;
        await database?.drop();
        await redis?.stop();
      });
    },
  };
}
