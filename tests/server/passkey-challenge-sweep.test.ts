import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect } from "vitest";
import { PASSKEY_CHALLENGE_MS, passkeyChallengeRepo } from "#server/auth-factors/passkey-challenges.ts";
import { createAdjustableClock } from "#server/platform/clock.ts";
import type { Db } from "#server/store/db.ts";
import { passkeyChallenges } from "#server/store/schema.ts";
import { itOnEachStore } from "./helpers/each-store.ts";

const root = await mkdtemp(join(tmpdir(), "s8-passkeys-ops-sweep-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 28, 5);

/** A spent challenge and an expired one are deleted; a live one stays and can still be answered. */
async function sweepTests(db: Db): Promise<void> {
  let now = START;
  const clock = createAdjustableClock(() => now);
  const challenges = passkeyChallengeRepo(db, clock);
  const expiring = await challenges.issue("login", null);
  const spent = await challenges.issue("login", null);
  await challenges.spend((await challenges.live("login", spent))!.id);
  now += PASSKEY_CHALLENGE_MS - MINUTE;
  const live = await challenges.issue("login", null);
  now += MINUTE;

  expect(await challenges.sweep()).toBe(2);
  expect(await db.select({ id: passkeyChallenges.id }).from(passkeyChallenges)).toHaveLength(1);
  expect(await challenges.live("login", expiring)).toBeNull();
  expect(await challenges.live("login", live)).not.toBeNull();
  expect(await challenges.sweep()).toBe(0);
}

describe("the sweep of passkey challenges", () => {
  itOnEachStore(root, sweepTests);
});
