import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect } from "vitest";
import { LAST_SEEN_EVERY_MS } from "#server/accounts/devices/last-seen.ts";
import { createSessions, type RevokedSessions, type SessionInfo } from "#server/accounts/sessions.ts";
import { userRepo, type UserRow } from "#server/accounts/user-repo.ts";
import { createAdjustableClock } from "#server/platform/clock.ts";
import { sha256Hex } from "#server/platform/secrets.ts";
import type { Db } from "#server/store/db.ts";
import { sessions } from "#server/store/schema.ts";
import { itOnEachStore } from "./helpers/each-store.ts";

const root = await mkdtemp(join(tmpdir(), "s6-devices-sessions-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const DAY = 86_400_000;
/** A fixed start, so that the times written are exact. */
const START = Date.UTC(2026, 10, 27, 12);

/** The database as the sessions see it, with a log of each transaction they commit, in order with what they announce. */
function observed(db: Db, events: string[]): Db {
  const spied = Object.create(db) as Db;
  spied.transaction = (async (work: Parameters<Db["transaction"]>[0]) => {
    const result = await db.transaction(work);
    events.push("commit");
    return result;
  }) as Db["transaction"];
  return spied;
}

async function newUser(db: Db, email: string): Promise<UserRow> {
  const user = await userRepo(db).insert({ identity: { kind: "email", email }, passwordHash: null, inviterId: null, createdAt: new Date() });
  if (user === "taken") throw new Error(`${email} is taken`);
  return user;
}

/** The session tests, on a store the migrations (0023 with them) have just built. */
async function sessionTests(db: Db): Promise<void> {
  const events: string[] = [];
  const clock = createAdjustableClock(() => START);
  const spied = observed(db, events);
  const store = createSessions(spied, clock, { ttlMs: 30 * DAY, maxPerUser: 3 });
  const heard: RevokedSessions[] = [];
  store.onRevoked((revoked) => {
    heard.push(revoked);
    events.push(`revoked ${revoked.sessionIds.join(",")}`);
  });
  const info = async (token: string): Promise<SessionInfo> => (await store.find(token))!;

  // Revocations are announced only once their transaction has committed.
  const owner = await newUser(db, `owner-${Date.now()}@example.com`);
  const demo = await newUser(db, `demo-${Date.now()}@example.com`);
  const real = await info(await store.open(spied, owner.id));
  const child = await info((await store.openFrom(spied, real.sessionId, demo.id))!);
  events.length = 0;
  await store.backToParent(spied, child);
  expect(events).toEqual(["commit", `revoked ${real.sessionId}`, `revoked ${child.sessionId}`]);

  const capped = await newUser(db, `capped-${Date.now()}@example.com`);
  const first = await info(await store.open(spied, capped.id));
  for (let i = 0; i < 3; i++) await store.open(spied, capped.id);
  expect(events.slice(-2)).toEqual(["commit", `revoked ${first.sessionId}`]);

  // A transaction that rolls back ends nothing and announces nothing.
  const kept = await store.open(spied, owner.id);
  heard.length = 0;
  await expect(
    store.transaction(async (tx) => {
      await store.revokeAll(tx, owner.id);
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  expect(heard).toEqual([]);
  expect(await store.find(kept)).not.toBeNull();

  // Ending sessions: the user's own only.
  const stranger = await newUser(db, `stranger-${Date.now()}@example.com`);
  const strangers = await info(await store.open(spied, stranger.id));
  const mine = await info(await store.open(spied, capped.id));
  expect(await store.endOwn(capped.id, strangers.sessionId)).toBe(false);
  expect(await liveIds(db, stranger.id)).toContain(strangers.sessionId);
  expect(await store.endOwn(capped.id, mine.sessionId)).toBe(true);
  expect(await liveIds(db, capped.id)).not.toContain(mine.sessionId);
  const current = await info(await store.open(spied, capped.id));
  expect(await store.endOthers(current)).toBeGreaterThan(0);
  expect(await liveIds(db, capped.id)).toEqual([current.sessionId]);
  expect(await liveIds(db, stranger.id)).toEqual([strangers.sessionId]);

  // Last seen: written at most once a minute, however many calls the session makes.
  const token = await store.open(spied, stranger.id);
  const opened = await lastSeenOf(db, token);
  clock.advance(LAST_SEEN_EVERY_MS / 2);
  for (let i = 0; i < 20; i++) await store.login(token);
  await store.find(token);
  expect(await lastSeenOf(db, token)).toBe(opened);
  clock.advance(LAST_SEEN_EVERY_MS / 2);
  await store.login(token);
  const seen = await lastSeenOf(db, token);
  expect(seen).toBe(opened + LAST_SEEN_EVERY_MS);
  clock.advance(1000);
  await store.find(token);
  expect(await lastSeenOf(db, token)).toBe(seen);
}

async function liveIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((row) => row.revokedAt === null).map((row) => row.id);
}

async function lastSeenOf(db: Db, token: string): Promise<number> {
  const [row] = await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
  return row!.at!.getTime();
}

describe("sessions: announced after commit, ended by their owner only, last seen once a minute", () => {
  itOnEachStore(root, sessionTests);
});
