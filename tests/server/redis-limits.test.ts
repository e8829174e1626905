import { beforeEach, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { LIMITS_PASSWORD, MINUTE, addresses, advanceClock, callFrom, getAs, latestCode, registerByEmail, times } from "./helpers/accounts.ts";
import { resetCodeFrom, wrongCodesAtOnce } from "./helpers/code-races.ts";
import { dataOf } from "./helpers/envelope.ts";
import { PAIR_SKIPPED, processPair, reportPair } from "./helpers/redis-pair.ts";

/**
 * The limits of accounts-limits.test.ts, with each burst of 100 concurrent requests dealt out in
 * turn to two server processes that share one PostgreSQL and one Redis: what gets through must be
 * what one process lets through.
 */
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
const REGISTRATIONS_PER_IP = 4;
const CODES_PER_IP = 20;
const MAX_SESSIONS = 10;
const SLOW = 180_000;

const { servers, either, onRedis } = processPair();

const loginFrom = (i: number, ip: string, account: string, password: string) => callFrom(either(i), ip, "/api/user/loginForU", { account, password, login_type: 1 });

describe.skipIf(PAIR_SKIPPED !== "")(`limits shared by two server processes through Redis${PAIR_SKIPPED}`, () => {
  onRedis({
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    REGISTRATIONS_PER_IP_PER_HOUR: String(REGISTRATIONS_PER_IP),
    CODES_PER_IP_PER_HOUR: String(CODES_PER_IP),
    MAX_SESSIONS_PER_USER: String(MAX_SESSIONS),
  });
  // Every window is at most an hour; both processes' clocks move together.
  const clearLimits = () => Promise.all(servers.map((server) => advanceClock(server, 2 * 60 * MINUTE)));
  beforeEach(clearLimits);

  it("log-in failures per account and address, per account and per address", { timeout: SLOW }, async () => {
    await registerByEmail(servers[0]!, "ana@example.com", LIMITS_PASSWORD);
    const perAccountAndAddress = await Promise.all(times(FIRED, (i) => loginFrom(i, "127.0.3.1", "ana@example.com", `Wrong-guess-${i}`)));
    expect(reportPair("log-in failures per account+address", perAccountAndAddress, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);

    await clearLimits();
    const perAccount = await Promise.all(addresses(4, FIRED).map((ip, i) => loginFrom(i, ip, "ana@example.com", `Wrong-guess-${i}`)));
    expect(reportPair("log-in failures per account", perAccount, LOGIN_MAX_FAILURES * 10)).toBe(LOGIN_MAX_FAILURES * 10);

    const perAddress = await Promise.all(times(FIRED, (i) => loginFrom(i, "127.0.5.1", `guess-${i}@example.com`, LIMITS_PASSWORD)));
    expect(reportPair("log-in failures per address", perAddress, LOGIN_MAX_FAILURES * 5)).toBe(LOGIN_MAX_FAILURES * 5);
  });

  it("registrations and demo accounts per address", { timeout: SLOW }, async () => {
    const emails = times(FIRED, (i) => `new-${i}@example.com`);
    const senders = addresses(6, FIRED / CODES_PER_IP);
    // The codes are asked for and read on one process, which waits for its own deliveries.
    await Promise.all(emails.map(async (to, i) => dataOf(await callFrom(servers[0]!, senders[i % senders.length]!, "/api/notify/send_email", { to, type: 1 }))));
    const codes = await Promise.all(emails.map((email) => latestCode(servers[0]!, email)));
    const registrations = await Promise.all(
      emails.map((account, i) =>
        callFrom(either(i), "127.0.6.200", "/api/user/register", { type: 1, account, password: LIMITS_PASSWORD, re_password: LIMITS_PASSWORD, sms_code: codes[i]!, accept_terms: 1 }),
      ),
    );
    expect(reportPair("registrations per address", registrations, REGISTRATIONS_PER_IP)).toBe(REGISTRATIONS_PER_IP);

    const demos = await Promise.all(times(FIRED, (i) => callFrom(either(i), "127.0.7.1", `/api/user/createAccountDemoForU?demo_id=limits-demo-device-${String(i).padStart(3, "0")}`)));
    expect(reportPair("demo accounts per address", demos, REGISTRATIONS_PER_IP * 2)).toBe(REGISTRATIONS_PER_IP * 2);
  });

  it("codes per destination, per destination and address, and per address", { timeout: SLOW }, async () => {
    await registerByEmail(servers[0]!, "cara@example.com", LIMITS_PASSWORD);
    await clearLimits();
    const perDestination = await Promise.all(addresses(8, FIRED).map((ip, i) => resetCodeFrom(either(i), ip, "cara@example.com")));
    expect(reportPair("codes per destination", perDestination, 10)).toBe(10);

    const perDestinationAndAddress = await Promise.all(times(FIRED, (i) => resetCodeFrom(either(i), "127.0.9.1", "dora@example.com")));
    expect(reportPair("codes per destination+address (one per minute)", perDestinationAndAddress, 1)).toBe(1);

    const perAddress = await Promise.all(times(FIRED, (i) => resetCodeFrom(either(i), "127.0.9.2", `someone-${i}@example.com`)));
    expect(reportPair("codes per address", perAddress, CODES_PER_IP)).toBe(CODES_PER_IP);
  });

  it("wrong reset codes per code and address, and per code", { timeout: SLOW }, () => wrongCodesAtOnce(servers[0]!, 14, servers));

  it("captchas per address", { timeout: SLOW }, async () => {
    const answers = await Promise.all(times(FIRED, (i) => callFrom(either(i), "127.0.10.1", "/api/default/captcha")));
    expect(reportPair("captchas per address", answers, 30)).toBe(30);
  });

  it("keeps the cap of live sessions when one user logs in on both processes at once", { timeout: SLOW }, async () => {
    await registerByEmail(servers[0]!, "cap@example.com", LIMITS_PASSWORD);
    await clearLimits();
    const answers = await Promise.all(addresses(15, FIRED).map((ip, i) => loginFrom(i, ip, "cap@example.com", LIMITS_PASSWORD)));
    const sessions = await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => dataOf<LoginResponse>(answer)));
    const live = await Promise.all(sessions.map(async (session, i) => (await getAs(either(i), "/api/user/info", session.token)).status === 200));
    const liveCount = live.filter(Boolean).length;
    console.log(`limit live sessions per user over 2 processes: ${liveCount} live after ${sessions.length} concurrent log-ins got through (cap ${MAX_SESSIONS})`);
    expect(sessions.length).toBeGreaterThanOrEqual(MAX_SESSIONS);
    expect(liveCount).toBe(MAX_SESSIONS);
  });
});
