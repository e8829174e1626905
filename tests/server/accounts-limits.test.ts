import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import {
  LIMITS_PASSWORD,
  MINUTE,
  addresses,
  advanceClock,
  callFrom,
  countThrough,
  latestCode,
  refusal,
  registerByEmail,
  startAccountsServer,
  times,
} from "./helpers/accounts.ts";
import { NEW_PASSWORD, OWNER_ADDRESS, resetCode, resetCodeFrom, resetPasswordFrom, wrongCode, wrongCodesAtOnce } from "./helpers/code-races.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

/** Every limit is fired at with this many requests at once; each test counts what got through. */
const FIRED = 100;
const LOGIN_MAX_FAILURES = 3;
const REGISTRATIONS_PER_IP = 4;
const CODES_PER_IP = 20;

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer({
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    REGISTRATIONS_PER_IP_PER_HOUR: String(REGISTRATIONS_PER_IP),
    CODES_PER_IP_PER_HOUR: String(CODES_PER_IP),
  });
});
afterAll(() => server?.close());
/** Every window is at most an hour: after this all limits are empty again. */
const clearLimits = () => advanceClock(server, 2 * 60 * MINUTE);
beforeEach(clearLimits);


const loginFrom = (ip: string, account: string, password: string) => callFrom(server, ip, "/api/user/loginForU", { account, password, login_type: 1 });
/** One line per limit in the test's output: how many calls each limit let through. */
function report(limit: string, answers: readonly Response[], allowed: number): number {
  const through = countThrough(answers);
  console.log(`limit ${limit}: ${through} of ${answers.length} concurrent requests got through (limit ${allowed})`);
  return through;
}

describe("every limit holds under concurrent requests", () => {
  it("log-in failures per account and address", async () => {
    await registerByEmail(server, "ana@example.com", LIMITS_PASSWORD);
    // The right password sits among the guesses: it is only checked if it holds one of the slots.
    const answers = await Promise.all(times(FIRED, (i) => loginFrom("127.0.3.1", "ana@example.com", i === FIRED / 2 ? LIMITS_PASSWORD : `Wrong-guess-${i}`)));
    expect(report("log-in failures per account+address", answers, LOGIN_MAX_FAILURES)).toBe(LOGIN_MAX_FAILURES);
    expect((await refusal(await loginFrom("127.0.3.1", "ana@example.com", LIMITS_PASSWORD))).status).toBe(429);
  });

  it("log-in failures per account, from many addresses", async () => {
    await registerByEmail(server, "ben@example.com", LIMITS_PASSWORD);
    const answers = await Promise.all(addresses(4, FIRED).map((ip, i) => loginFrom(ip, "ben@example.com", `Wrong-guess-${i}`)));
    expect(report("log-in failures per account", answers, LOGIN_MAX_FAILURES * 10)).toBe(LOGIN_MAX_FAILURES * 10);
  });

  it("log-in failures per address, over many accounts", async () => {
    const answers = await Promise.all(times(FIRED, (i) => loginFrom("127.0.5.1", `guess-${i}@example.com`, LIMITS_PASSWORD)));
    expect(report("log-in failures per address", answers, LOGIN_MAX_FAILURES * 5)).toBe(LOGIN_MAX_FAILURES * 5);
  });

  it("registrations per address", async () => {
    const emails = times(FIRED, (i) => `new-${i}@example.com`);
    // The codes are asked for from five other addresses, each within its own code limit.
    const senders = addresses(6, FIRED / CODES_PER_IP);
    await Promise.all(emails.map(async (to, i) => dataOf(await callFrom(server, senders[i % senders.length]!, "/api/notify/send_email", { to, type: 1 }))));
    const codes = await Promise.all(emails.map((email) => latestCode(server, email)));
    const answers = await Promise.all(
      emails.map((account, i) =>
        callFrom(server, "127.0.6.200", "/api/user/register", { type: 1, account, password: LIMITS_PASSWORD, re_password: LIMITS_PASSWORD, sms_code: codes[i]!, accept_terms: 1 }),
      ),
    );
    expect(report("registrations per address", answers, REGISTRATIONS_PER_IP)).toBe(REGISTRATIONS_PER_IP);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(REGISTRATIONS_PER_IP);
  });

  it("demo accounts per address, new ones and re-opened ones alike", async () => {
    const demo = (ip: string, id: string) => callFrom(server, ip, `/api/user/createAccountDemoForU?demo_id=${id}`);
    const created = await Promise.all(times(FIRED, (i) => demo("127.0.7.1", `limits-demo-device-${String(i).padStart(3, "0")}`)));
    expect(report("demo accounts per address", created, REGISTRATIONS_PER_IP * 2)).toBe(REGISTRATIONS_PER_IP * 2);

    await dataOf<LoginResponse>(await demo("127.0.7.2", "limits-demo-reopened"));
    const reopened = await Promise.all(times(FIRED, () => demo("127.0.7.3", "limits-demo-reopened")));
    expect(report("demo re-openings per address", reopened, REGISTRATIONS_PER_IP * 2)).toBe(REGISTRATIONS_PER_IP * 2);
    expect((await refusal(reopened.find((answer) => answer.status === 429)!)).msg).toBe(
      "Too many demo accounts opened from your network; try again in 60 minutes",
    );
  });

  it("codes per destination, per destination and address, and per address", async () => {
    await registerByEmail(server, "cara@example.com", LIMITS_PASSWORD);
    await clearLimits();
    const perDestination = await Promise.all(addresses(8, FIRED).map((ip) => resetCodeFrom(server, ip, "cara@example.com")));
    expect(report("codes per destination", perDestination, 10)).toBe(10);

    const perDestinationAndAddress = await Promise.all(times(FIRED, () => resetCodeFrom(server, "127.0.9.1", "dora@example.com")));
    expect(report("codes per destination+address (one per minute)", perDestinationAndAddress, 1)).toBe(1);

    const perAddress = await Promise.all(times(FIRED, (i) => resetCodeFrom(server, "127.0.9.2", `someone-${i}@example.com`)));
    expect(report("codes per address", perAddress, CODES_PER_IP)).toBe(CODES_PER_IP);
  });

  it("wrong reset codes per code and address, and per code", () => wrongCodesAtOnce(server, 14));

  it("captchas per address", async () => {
    const answers = await Promise.all(times(FIRED, () => callFrom(server, "127.0.10.1", "/api/default/captcha")));
    expect(report("captchas per address", answers, 30)).toBe(30);
  });
});

describe("strangers cannot lock the owner out", () => {
  it("keeps the owner's reset code working after a stranger's wrong guesses at it", async () => {
    await registerByEmail(server, "gia@example.com", LIMITS_PASSWORD);
    await clearLimits();
    const code = await resetCode(server, "gia@example.com");
    await Promise.all(times(FIRED, (i) => resetPasswordFrom(server, "127.0.16.1", "gia@example.com", wrongCode(code, i))));

    await dataOf(await resetPasswordFrom(server, OWNER_ADDRESS, "gia@example.com", code));
    await dataOf(await loginFrom(OWNER_ADDRESS, "gia@example.com", NEW_PASSWORD));
  });

  it("keeps the owner's own address logging in after floods of wrong passwords from elsewhere", async () => {
    await registerByEmail(server, "olga@example.com", LIMITS_PASSWORD);
    const flood = [
      ...times(60, (i) => loginFrom("127.0.11.1", "olga@example.com", `Wrong-guess-${i}`)),
      ...addresses(12, 10).flatMap((ip) => times(5, (i) => loginFrom(ip, "olga@example.com", `Wrong-guess-${i}`))),
    ];
    await Promise.all(flood);

    const owner = await dataOf<LoginResponse>(await loginFrom(OWNER_ADDRESS, "olga@example.com", LIMITS_PASSWORD));
    expect(owner.user.email).toBe("olga@example.com");
    // The strangers' addresses, and any address the account never logged in from, wait.
    expect(await refusal(await loginFrom("127.0.11.1", "olga@example.com", LIMITS_PASSWORD))).toMatchObject({ status: 429, code: 429 });
    expect((await refusal(await loginFrom("127.0.11.200", "olga@example.com", LIMITS_PASSWORD))).msg).toBe(
      "Too many failed log-ins; try again in 15 minutes",
    );
  });

  it("still sends the owner a reset code after strangers asked for many", async () => {
    await registerByEmail(server, "pia@example.com", LIMITS_PASSWORD);
    await clearLimits();
    const strangers = await Promise.all(addresses(13, 15).map((ip) => resetCodeFrom(server, ip, "pia@example.com")));
    expect(countThrough(strangers)).toBe(10);

    await dataOf(await resetPasswordFrom(server, OWNER_ADDRESS, "pia@example.com", await resetCode(server, "pia@example.com")));
    await dataOf(await loginFrom(OWNER_ADDRESS, "pia@example.com", NEW_PASSWORD));
  });
});
