import { beforeEach, describe, expect, it } from "vitest";
import type { PasskeyRequestOptions } from "#domain/contract/passkeys.ts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { MINUTE, addresses, advanceClock, callFrom, times } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { ownPage, userWithPasskey } from "./helpers/passkeys.ts";
import { PAIR_SKIPPED, processPair, reportPair } from "./helpers/redis-pair.ts";
import type { ServerAt } from "./helpers/test-server.ts";

/**
 * The passkeys' limits of passkeys-limits.test.ts, each burst of concurrent calls dealt out in turn
 * to two server processes sharing one PostgreSQL and one Redis: what gets through must be what one
 * process lets through, not twice it.
 */
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
const LOGIN_OPTIONS_PER_IP = 40;
const SLOW = 180_000;

const { servers, either, onRedis } = processPair();

const optionsFrom = async (server: ServerAt, ip: string) =>
  (await dataOf<PasskeyRequestOptions>(await callFrom(server, ip, "/api/factor/passkey_login_options", {}))).options as PublicKeyCredentialRequestOptionsJSON;

describe.skipIf(PAIR_SKIPPED !== "")(`the passkeys' limits shared by two server processes through Redis${PAIR_SKIPPED}`, () => {
  onRedis({
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE: String(LOGIN_OPTIONS_PER_IP),
  });
  beforeEach(() => Promise.all(servers.map((server) => advanceClock(server, 60 * MINUTE))));

  it("100 bad assertions at once, half to each process, get one process's allowance checked, and no session", { timeout: SLOW }, async () => {
    const user = await userWithPasskey(servers[0]!, "pk-two-processes@example.com");
    // Each signs a challenge of its own (asked for from an address of its own), from a page of another site.
    const assertions = await Promise.all(addresses(36, FIRED).map(async (ip, i) => user.device.assert(await optionsFrom(either(i), ip), { origin: "https://evil.example" })));
    const answers = await Promise.all(
      assertions.map((credential, i) => callFrom(either(i), "127.0.37.1", "/api/factor/passkey_login", { credential: JSON.stringify(credential) })),
    );
    expect(reportPair("bad passkey assertions per account+address", answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
    const codes = await Promise.all(answers.map(async (answer) => (await envelopeOf(answer)).code));
    expect(codes.filter((code) => code === 1)).toHaveLength(0);
    const right = user.device.assert(await optionsFrom(servers[1]!, "127.0.37.2"), ownPage(servers[1]!));
    expect((await callFrom(servers[1]!, "127.0.37.1", "/api/factor/passkey_login", { credential: JSON.stringify(right) })).status).toBe(429);
  });

  it("100 log-ins with a passkey alone started at once from one address, half to each process, get one process's allowance", { timeout: SLOW }, async () => {
    const answers = await Promise.all(times(FIRED, (i) => callFrom(either(i), "127.0.38.1", "/api/factor/passkey_login_options", {})));
    expect(reportPair("passkey log-in options per address", answers, LOGIN_OPTIONS_PER_IP)).toBe(LOGIN_OPTIONS_PER_IP);
  });
});
