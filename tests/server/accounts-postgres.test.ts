import { describe, expect, it } from "vitest";
import { CODE_PURPOSE_RESET } from "#domain/account.ts";
import { CODE_MAX_FAILURES, CODE_MAX_FAILURES_IN_ALL, createVerificationCodes } from "#server/accounts/verification-codes.ts";
import { createAdjustableClock } from "#server/platform/clock.ts";
import { openStore } from "#server/store/open-store.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import { wrongCode, wrongCodesAtOnce } from "./helpers/code-races.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const FIRED = 100;

/**
 * PGlite runs one statement at a time, so only PostgreSQL's connection pool really races the tries
 * a verification code has left: 100 guesses at once there, through HTTP and straight at the codes
 * (where nothing else in the request spaces them out).
 */
describe("verification code tries on a PostgreSQL server", () => {
  it.skipIf(!url)(`hold 100 guesses at once over HTTP${skipped}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const server = await startAccountsServer({ DATABASE_URL: scratchUrl });
      try {
        await wrongCodesAtOnce(server, 20);
      } finally {
        await server.close();
      }
    }),
  );

  it.skipIf(!url)(`hold 100 guesses at once at the codes themselves${skipped}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const store = await openStore({ dataDir: "", databaseUrl: scratchUrl });
      try {
        const codes = createVerificationCodes(store.db, createAdjustableClock());
        const guessAll = async (destination: string, address: (i: number) => string) => {
          const code = await codes.issue(destination, CODE_PURPOSE_RESET);
          const checks = await Promise.all(Array.from({ length: FIRED }, (_, i) => codes.consume(destination, CODE_PURPOSE_RESET, wrongCode(code, i), address(i))));
          return checks.filter((check) => check === "wrong").length;
        };
        expect(await guessAll("email:one@example.com", () => "10.0.0.1")).toBe(CODE_MAX_FAILURES);
        expect(await guessAll("email:many@example.com", (i) => `10.0.1.${i}`)).toBe(CODE_MAX_FAILURES_IN_ALL);
      } finally {
        await store.close();
      }
    }),
  );
});
