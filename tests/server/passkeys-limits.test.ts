import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE, addresses, advanceClock, callFrom, countThrough, startAccountsServer, times } from "./helpers/accounts.ts";
import { envelopeOf } from "./helpers/envelope.ts";
import { loginOptions, ownPage, userWithPasskey } from "./helpers/passkeys.ts";
import { NO_POSTGRES, POSTGRES_URL, accountsServerOnPostgres } from "./helpers/postgres-server.ts";
import type { TestServer } from "./helpers/test-server.ts";

/** Every burst fires this many calls at once; each test counts what got through. */
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
/** Raised above the 101 options one scenario asks for from one address, below the 200 fired at it. */
const LOGIN_OPTIONS_PER_IP = 150;
const LIMITS = { LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES), PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE: String(LOGIN_OPTIONS_PER_IP) };
const SLOW = 180_000;

const login = (server: TestServer, ip: string, credential: object) => callFrom(server, ip, "/api/factor/passkey_login", { credential: JSON.stringify(credential) });

async function sessionsAmong(answers: readonly Response[]): Promise<number> {
  const codes = await Promise.all(answers.map(async (answer) => (await envelopeOf(answer.clone())).code));
  return codes.filter((code) => code === 1).length;
}

function report(what: string, answers: readonly Response[], allowed: number | string): number {
  const through = countThrough(answers);
  console.log(`${what}: ${through} of ${answers.length} concurrent requests got through (allowed ${allowed})`);
  return through;
}

/** The passkeys' limits: bad assertions count like wrong codes; one good assertion opens one session. */
function limitScenarios(label: string, server: () => TestServer) {
  it(`${label}: 100 bad assertions at once from one address get the log-in's allowance checked, and no session`, { timeout: SLOW }, async () => {
    const user = await userWithPasskey(server(), `pk-wrong-${label}@example.com`);
    // Each signs a challenge of its own, from a page of another site: every one is checked and refused.
    const answers = await Promise.all(
      times(FIRED, async () => login(server(), "127.0.31.1", user.device.assert(await loginOptions(server()), { origin: "https://evil.example" }))),
    );
    expect(report(`${label} bad passkey assertions per account+address`, answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
    expect(await sessionsAmong(answers)).toBe(0);
    const right = await login(server(), "127.0.31.1", user.device.assert(await loginOptions(server()), ownPage(server())));
    expect(right.status).toBe(429);
  });

  it(`${label}: 200 log-ins with a passkey alone started at once from one address get the address's allowance, and a clear 429`, { timeout: SLOW }, async () => {
    const ip = "127.0.33.1";
    const answers = await Promise.all(times(2 * FIRED, () => callFrom(server(), ip, "/api/factor/passkey_login_options", {})));
    expect(report(`${label} passkey log-in options per address`, answers, LOGIN_OPTIONS_PER_IP)).toBe(LOGIN_OPTIONS_PER_IP);
    const refused = await envelopeOf(answers.find((answer) => answer.status === 429)!);
    expect(refused.msg).toMatch(/^Too many passkey log-ins from this address; try again in \d+ seconds?$/);
    await advanceClock(server(), MINUTE);
    expect((await callFrom(server(), ip, "/api/factor/passkey_login_options", {})).status).toBe(200);
  });

  it(`${label}: one good assertion replayed 100 times at once, from 100 addresses, opens exactly one session`, { timeout: SLOW }, async () => {
    const user = await userWithPasskey(server(), `pk-replay-${label}@example.com`);
    const answer = user.device.assert(await loginOptions(server()), ownPage(server()));
    const answers = await Promise.all(addresses(32, FIRED).map((ip) => login(server(), ip, answer)));
    report(`${label} one good assertion replayed`, answers, "1 session");
    expect(await sessionsAmong(answers)).toBe(1);
  });
}

describe("the passkeys' limits on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(LIMITS);
  });
  afterAll(() => server?.close());
  limitScenarios("pglite", () => server);
});

describe.skipIf(!POSTGRES_URL)(`the passkeys' limits and tables on PostgreSQL${POSTGRES_URL ? "" : NO_POSTGRES}`, () => {
  limitScenarios("postgres", accountsServerOnPostgres(LIMITS, SLOW));
});
