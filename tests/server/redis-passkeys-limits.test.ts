import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PasskeyRequestOptions } from "#domain/contract/passkeys.ts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { MINUTE, addresses, advanceClock, callFrom, countThrough, times } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { ownPage, userWithPasskey } from "./helpers/passkeys.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";
import type { ServerAt } from "./helpers/test-server.ts";

/**
 * The passkeys' limits of passkeys-limits.test.ts, each burst of concurrent calls dealt out in turn
 * to two server processes sharing one PostgreSQL and one Redis: what gets through must be what one
 * process lets through, not twice it.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
const LOGIN_OPTIONS_PER_IP = 40;
const SLOW = 180_000;

let redis: TestRedis | undefined;
let database: ScratchDatabase | undefined;
let servers: ServerProcess[] = [];
/** The server the i-th call of a burst goes to. */
const either = (i: number) => servers[i % servers.length]!;

function report(limit: string, answers: readonly Response[], allowed: number): number {
  const through = countThrough(answers);
  console.log(`limit ${limit} over 2 processes: ${through} of ${answers.length} concurrent requests got through (limit ${allowed})`);
  return through;
}

const optionsFrom = async (server: ServerAt, ip: string) =>
  (await dataOf<PasskeyRequestOptions>(await callFrom(server, ip, "/api/factor/passkey_login_options", {}))).options as PublicKeyCredentialRequestOptionsJSON;

describe.skipIf(skipped !== "")(`the passkeys' limits shared by two server processes through Redis${skipped}`, () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createScratchDatabase(databaseUrl!);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE: String(LOGIN_OPTIONS_PER_IP),
      PIPWISE_TEST_HOOKS: "1",
    };
    // One after the other: the first start creates and seeds the database.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 240_000);
  afterAll(async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    servers = [];
    await database?.drop();
    await redis?.stop();
  });
  beforeEach(() => Promise.all(servers.map((server) => advanceClock(server, 60 * MINUTE))));

  it("100 bad assertions at once, half to each process, get one process's allowance checked, and no session", { timeout: SLOW }, async () => {
    const user = await userWithPasskey(servers[0]!, "pk-two-processes@example.com");
    // Each signs a challenge of its own (asked for from an address of its own), from a page of another site.
    const assertions = await Promise.all(addresses(36, FIRED).map(async (ip, i) => user.device.assert(await optionsFrom(either(i), ip), { origin: "https://evil.example" })));
    const answers = await Promise.all(
      assertions.map((credential, i) => callFrom(either(i), "127.0.37.1", "/api/factor/passkey_login", { credential: JSON.stringify(credential) })),
    );
    expect(report("bad passkey assertions per account+address", answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
    const codes = await Promise.all(answers.map(async (answer) => (await envelopeOf(answer)).code));
    expect(codes.filter((code) => code === 1)).toHaveLength(0);
    const right = user.device.assert(await optionsFrom(servers[1]!, "127.0.37.2"), ownPage(servers[1]!));
    expect((await callFrom(servers[1]!, "127.0.37.1", "/api/factor/passkey_login", { credential: JSON.stringify(right) })).status).toBe(429);
  });

  it("100 log-ins with a passkey alone started at once from one address, half to each process, get one process's allowance", { timeout: SLOW }, async () => {
    const answers = await Promise.all(times(FIRED, (i) => callFrom(either(i), "127.0.38.1", "/api/factor/passkey_login_options", {})));
    expect(report("passkey log-in options per address", answers, LOGIN_OPTIONS_PER_IP)).toBe(LOGIN_OPTIONS_PER_IP);
  });
});
