import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, callFrom, countThrough, startAccountsServer, times } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { FACTOR_PASSWORD, factorUserAt } from "./helpers/factors.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";
import { accountsServerOnPostgres } from "./helpers/postgres-server.ts";
import type { ServerAt, TestServer } from "./helpers/test-server.ts";

/** Every burst fires this many calls at once; each test counts what got through. */
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
const SLOW = 180_000;
const databaseUrl = process.env.TEST_DATABASE_URL;
const NO_POSTGRES = " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

/** The i-th call of a burst goes to the i-th server, round the list. */
type Servers = readonly ServerAt[];
const at = (servers: Servers, i: number) => servers[i % servers.length]!;

async function challengeFrom(server: ServerAt, ip: string, email: string): Promise<string> {
  return (await dataOf<{ factor_challenge: string }>(await callFrom(server, ip, "/api/user/loginForU", { account: email, password: FACTOR_PASSWORD, login_type: 1 }))).factor_challenge;
}

function report(what: string, answers: readonly Response[], allowed: number | string): number {
  const through = countThrough(answers);
  console.log(`${what}: ${through} of ${answers.length} concurrent requests got through (allowed ${allowed})`);
  return through;
}

async function sessionsAmong(answers: readonly Response[]): Promise<number> {
  const codes = await Promise.all(answers.map(async (answer) => (await envelopeOf(answer.clone())).code));
  return codes.filter((code) => code === 1).length;
}

/** The factor's limits, against one server or several sharing a database and Redis. */
function limitScenarios(label: string, servers: () => Servers) {
  it(`${label}: 100 wrong codes at once on one challenge get the log-in's allowance through, and no session`, { timeout: SLOW }, async () => {
    const all = servers();
    await factorUserAt(all, `wrong-${label}@example.com`);
    const challenge = await challengeFrom(all[0]!, "127.0.21.1", `wrong-${label}@example.com`);
    const answers = await Promise.all(times(FIRED, (i) => callFrom(at(all, i), "127.0.21.1", "/api/factor/login", { challenge, code: String(100000 + i) })));
    expect(report(`${label} wrong factor codes per account+address`, answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
    expect(await sessionsAmong(answers)).toBe(0);
  });

  it(`${label}: 100 wrong step-up codes at once get the same allowance through`, { timeout: SLOW }, async () => {
    const all = servers();
    const email = `step-wrong-${label}@example.com`;
    const user = await factorUserAt(all, email);
    const { token } = await dataOf<{ token: string }>(await callFrom(all[0]!, "127.0.22.1", "/api/factor/login", { challenge: await challengeFrom(all[0]!, "127.0.22.1", email), code: await user.freshCode() }));
    const answers = await Promise.all(times(FIRED, (i) => stepUpFrom(at(all, i), "127.0.22.2", token, String(100000 + i))));
    expect(report(`${label} wrong step-up codes per account+address`, answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
  });

  it(`${label}: one right code brought 100 times at once, each with its own challenge and address, opens exactly one session`, { timeout: SLOW }, async () => {
    const all = servers();
    const email = `right-${label}@example.com`;
    const user = await factorUserAt(all, email);
    const ips = addresses(23, FIRED);
    // Ten right passwords at a time: a hundred at once would fill the account's log-in allowance before any gave its slot back.
    const challenges: string[] = [];
    for (let i = 0; i < FIRED; i += 10) challenges.push(...(await Promise.all(ips.slice(i, i + 10).map((ip, j) => challengeFrom(at(all, i + j), ip, email)))));
    const code = await user.freshCode();
    const answers = await Promise.all(ips.map((ip, i) => callFrom(at(all, i), ip, "/api/factor/login", { challenge: challenges[i]!, code })));
    report(`${label} one right code, 100 challenges`, answers, `the account's ${LOGIN_MAX_FAILURES * 10} failures and 1 session`);
    expect(await sessionsAmong(answers)).toBe(1);
  });

  it(`${label}: one right code brought 100 times at once on one challenge opens exactly one session`, { timeout: SLOW }, async () => {
    const all = servers();
    const email = `right-one-${label}@example.com`;
    const user = await factorUserAt(all, email);
    const challenge = await challengeFrom(all[0]!, "127.0.24.1", email);
    const code = await user.freshCode();
    const answers = await Promise.all(addresses(24, FIRED).map((ip, i) => callFrom(at(all, i), ip, "/api/factor/login", { challenge, code })));
    // The ones after the first find the challenge spent: refused as expired, counted against their address.
    report(`${label} one right code, one challenge`, answers, "1 session");
    expect(await sessionsAmong(answers)).toBe(1);
  });
}

const stepUpFrom = (server: ServerAt, ip: string, token: string, code: string) => callFrom(server, ip, "/api/factor/step_up", { code }, token);

describe("the second factor's limits on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer({ LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES) });
  });
  afterAll(() => server?.close());
  limitScenarios("pglite", () => [server]);
});

describe.skipIf(!databaseUrl)(`the second factor's limits on PostgreSQL${databaseUrl ? "" : NO_POSTGRES}`, () => {
  const server = accountsServerOnPostgres({ LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES) }, SLOW);
  limitScenarios("postgres", () => [server()]);
});

const twoProcessesSkipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : NO_POSTGRES;
describe.skipIf(twoProcessesSkipped !== "")(`the second factor's limits over two processes sharing PostgreSQL and Redis${twoProcessesSkipped}`, () => {
  let redis: TestRedis;
  let database: ScratchDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createScratchDatabase(databaseUrl!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES), PIPWISE_TEST_HOOKS: "1" };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 240_000);
  afterAll(async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await database?.drop();
    await redis?.stop();
  });
  limitScenarios("redis", () => servers);
});
