import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec, type Dec } from "#domain/decimal.ts";
import type { StatementSummary } from "#domain/contract/statement.ts";
import { ledger } from "#server/ledger/ledger.ts";
import type { LedgerMemo } from "#server/ledger/ledger-memos.ts";
import { LIMITS_PASSWORD, registerByEmail } from "./helpers/accounts.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { statementOf } from "./helpers/statement.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;
/** Asia/Kolkata is UTC+05:30 all year: a day there starts at 18:30 UTC the day before. */
const ZONE = "Asia/Kolkata";
const KOLKATA_OFFSET = 5.5 * 3_600_000;

/** Each kind the engine books, a swap kind, and one no line names, with the line a person expects it in. */
const KIND_LINES: Record<string, keyof StatementSummary> = {
  trade_profit: "profit",
  trade_loss: "profit",
  trade_fee: "fees",
  swap: "swaps",
  deposit: "deposits",
  withdraw_lock: "withdrawals",
  withdraw_returned: "withdrawals",
  negative_balance_reset: "other",
  demo_reset: "other",
  loyalty_bonus: "other",
};

const posting = fc.record({
  memo: fc.constantFrom(...Object.keys(KIND_LINES)),
  // Six decimals, either sign: the ledger's scale.
  micros: fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }),
  // When, back from now: up to twelve days ago.
  ago: fc.integer({ min: 0, max: 12 * DAY }),
});

const kolkataDay = (instant: number) => new Date(instant + KOLKATA_OFFSET).toISOString().slice(0, 10);
const kolkataMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - KOLKATA_OFFSET;

let registered = 0;

/** Random postings, booked in time order as the account lock books them; the summary of random days against the ledger's own sums. */
async function summaryMatchesTheLedger(server: TestServer): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: 25 }), fc.nat(11), fc.nat(11), async (postings, a, b) => {
      const login = await registerByEmail(server, `ledger-${process.pid}-${++registered}@example.com`, LIMITS_PASSWORD);
      const userId = (await server.server.accounts.sessions.find(login.token))!.user.id;
      const now = server.server.clock.now();
      const booked = postings.map((p) => ({ ...p, at: now - p.ago, value: dec(p.micros).dividedBy(1_000_000) })).sort((x, y) => x.at - y.at);
      for (const p of booked) await ledger(server.server.store.db).post({ userId, value: p.value, memo: p.memo as LedgerMemo, at: new Date(p.at) });

      const [from, to] = [kolkataDay(now - Math.max(a, b) * DAY), kolkataDay(now - Math.min(a, b) * DAY)];
      const [start, end] = [kolkataMidnight(from), kolkataMidnight(to) + DAY];
      const { summary } = await statementOf(server, login.token, { period: "custom", from, to, tz: ZONE });

      const sum = (rows: typeof booked) => rows.reduce((total: Dec, p) => total.plus(p.value), dec(0));
      const inSpan = booked.filter((p) => p.at >= start && p.at < end);
      for (const line of ["profit", "fees", "swaps", "deposits", "withdrawals", "other"] as const) {
        expect(summary[line], line).toBe(sum(inSpan.filter((p) => KIND_LINES[p.memo] === line)).toFixed(6));
      }
      expect(summary.opening_balance).toBe(sum(booked.filter((p) => p.at < start)).toFixed(6));
      expect(summary.closing_balance).toBe(sum(booked.filter((p) => p.at < end)).toFixed(6));
      expect(summary).toMatchObject({ first_day: from, last_day: to, deals: 0 });
    }),
    { numRuns: 25 },
  );
}

describe("the statement's summary against the ledger", () => {
  it("equals the ledger's sums by kind, to the last decimal, on PGlite", { timeout: 180_000 }, async () => {
    const { server } = await startTradingServer({ REGISTRATIONS_PER_IP_PER_HOUR: "1000", CODES_PER_IP_PER_HOUR: "1000" });
    try {
      await summaryMatchesTheLedger(server);
    } finally {
      await server.close();
    }
  });

  it.skipIf(!url)(
    `equals them on PostgreSQL too, with the account log's order column migrated there${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server } = await startTradingServer({ DATABASE_URL: scratchUrl, REGISTRATIONS_PER_IP_PER_HOUR: "1000", CODES_PER_IP_PER_HOUR: "1000" });
        try {
          await summaryMatchesTheLedger(server);
        } finally {
          await server.close();
        }
      }),
  );
});
