import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RISK_WARNING_VERSION, TERMS_VERSION } from "#domain/legal.ts";
import { userRepo } from "#server/accounts/user-repo.ts";
import { acceptances } from "#server/store/schema.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { UserSession } from "#domain/contract/devices.ts";
import { getAs, latestCode, outbox, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

const PASSWORD = "Harbour-tulip-42";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Mobile Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer({ REGISTRATIONS_PER_IP_PER_HOUR: "50" });
});
afterAll(() => server?.close());

/** The browser id cookie an answer set, as the browser would send it back. */
function cookieOf(response: Response): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^pw_browser=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  return cookie.split(";")[0]!;
}

async function logIn(email: string, { cookie, userAgent = CHROME_ANDROID, lang = "en" }: { cookie?: string; userAgent?: string; lang?: string } = {}) {
  const body = new URLSearchParams({ account: email, password: PASSWORD, login_type: "1" });
  const response = await server.call("/api/user/loginForU", { method: "POST", body, lang, headers: { "user-agent": userAgent, ...(cookie ? { cookie } : {}) } });
  const cookieSet = response.headers.get("set-cookie") ? cookieOf(response) : undefined;
  return { session: await dataOf<LoginResponse>(response), cookie: cookie ?? cookieSet! };
}

const sessionsOf = async (token: string) => dataOf<UserSession[]>(await getAs(server, "/api/user/sessions", token));

describe("the user's sessions", () => {
  it("lists the live sessions with browser, system, area and last seen, this one marked", async () => {
    await registerByEmail(server, "lina@example.com", PASSWORD);
    const phone = await logIn("lina@example.com");
    const other = await logIn("lina@example.com", { userAgent: SAFARI_IPHONE });
    const listed = await sessionsOf(phone.session.token);
    expect(listed).toHaveLength(3);
    const [newest, mine] = listed;
    expect(newest).toMatchObject({ browser: "Safari 17", system: "iOS 17.5", area: "local", current: false });
    expect(mine).toMatchObject({ browser: "Chrome 131", system: "Android 14", area: "local", current: true });
    expect(mine!.last_seen_at).toBeGreaterThanOrEqual(mine!.created_at);
    expect((await sessionsOf(other.session.token)).filter((session) => session.current).map((session) => session.id)).toEqual([newest!.id]);
  });

  it("ends one session, or all the others, and refuses another user's session in the caller's language", async () => {
    await registerByEmail(server, "omar@example.com", PASSWORD);
    const stranger = (await registerByEmail(server, "sven@example.com", PASSWORD)).token;
    const first = await logIn("omar@example.com");
    const second = await logIn("omar@example.com", { cookie: first.cookie });
    const [strangers] = await sessionsOf(stranger);

    const refused = await refusal(await postForm(server, "/api/user/end_session", { session_id: strangers!.id }, first.session.token, "de"));
    expect(refused.msg).toBe("Diese Sitzung ist bereits beendet oder gehört nicht zu Ihren Sitzungen");
    expect(await sessionsOf(stranger)).toHaveLength(1);

    const secondId = (await sessionsOf(second.session.token)).find((session) => session.current)!.id;
    await dataOf(await postForm(server, "/api/user/end_session", { session_id: secondId }, first.session.token));
    expect((await getAs(server, "/api/user/info", second.session.token)).status).toBe(401);
    expect(await sessionsOf(first.session.token)).toHaveLength(2);

    await dataOf(await postForm(server, "/api/user/end_other_sessions", {}, first.session.token));
    expect((await sessionsOf(first.session.token)).map((session) => session.current)).toEqual([true]);
  });
});

/** Registers `email` with the request naming `lang` (none when undefined); the browser id cookie it was given. */
async function registerIn(email: string, lang: string | undefined): Promise<string> {
  await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 1 }));
  const sms_code = await latestCode(server, email);
  const body = new URLSearchParams({ type: "1", account: email, password: PASSWORD, re_password: PASSWORD, sms_code, accept_terms: "1" });
  const registering = await server.call("/api/user/register", { method: "POST", body, lang });
  const known = cookieOf(registering);
  await dataOf(registering);
  return known;
}

/** The messages `email` got since it had `before`. */
const since = async (email: string, before: number) => (await outbox(server, email)).slice(before);

describe("the new-login notice", () => {
  it("mails a login from a browser the account has not seen, in the user's language, and not one from a known browser", async () => {
    const email = "ines@example.com";
    const known = await registerIn(email, "fr");
    const before = (await outbox(server, email)).length;

    await logIn(email, { cookie: known, lang: "fr" });
    expect(await outbox(server, email)).toHaveLength(before);

    await logIn(email, { lang: "de", userAgent: SAFARI_IPHONE });
    const notices = await since(email, before);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Nouvelle connexion à votre compte Pipwise");
    expect(notices[0]!.body).toContain("Safari 17");
    expect(notices[0]!.body).toContain("iOS 17.5");
    expect(notices[0]!.body).toContain("/mine/sessions");
    expect(notices[0]!.body).not.toMatch(/\b\d{6}\b/);
  });

  it("is written in English, not the answers' default Chinese, when neither the account nor the login names a language", async () => {
    const email = "noor@example.com";
    await registerIn(email, undefined);
    const before = (await outbox(server, email)).length;
    await logIn(email, { lang: "", userAgent: SAFARI_IPHONE });
    expect((await since(email, before)).map((notice) => notice.subject)).toEqual(["New login to your Pipwise account"]);
  });

  it("follows the language the user last chose on a known browser, and a new browser's language changes nothing", async () => {
    const email = "giulia@example.com";
    const known = await registerIn(email, "en");
    await logIn(email, { cookie: known, lang: "it" });
    await logIn(email, { lang: "ru", userAgent: SAFARI_IPHONE });
    const before = (await outbox(server, email)).length;
    await logIn(email, { lang: "ar", userAgent: SAFARI_IPHONE });
    expect((await since(email, before)).map((notice) => notice.subject)).toEqual(["Nuovo accesso al tuo conto Pipwise"]);
  });

  it("sends a code to a registered address in the owner's language when the request names none, and a new address's in the request's", async () => {
    const email = "lena@example.com";
    const before = (await outbox(server, email)).length;
    await registerIn(email, "de");
    await dataOf(await server.call("/api/notify/send_email", { method: "POST", body: new URLSearchParams({ to: email, type: "2" }) }));
    expect((await since(email, before)).map((message) => message.subject)).toEqual(["Your Pipwise verification code", "Ihr Pipwise-Bestätigungscode"]);
  });
});

describe("acceptance of the terms and the risk warning", () => {
  it("refuses a registration without it in the caller's language, spends no code, and records both versions with the time", async () => {
    const email = "tariq@example.com";
    await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 1 }));
    const sms_code = await latestCode(server, email);
    const fields = { type: 1, account: email, password: PASSWORD, re_password: PASSWORD, sms_code };
    expect((await refusal(await postForm(server, "/api/user/register", fields, undefined, "ar"))).msg).toBe("اقبل الشروط وتحذير المخاطر لفتح حساب");
    expect((await refusal(await postForm(server, "/api/user/register", { ...fields, accept_terms: 0 }))).msg).toBe("Accept the terms and the risk warning to open an account");
    const before = Date.now();
    const { user } = await dataOf<LoginResponse>(await postForm(server, "/api/user/register", { ...fields, accept_terms: 1 }));
    const userId = (await userRepo(server.server.store.db).byIdentity({ kind: "email", email }))!.id;
    expect(user.email).toBe(email);
    const rows = await server.server.store.db.select().from(acceptances).where(eq(acceptances.userId, userId));
    expect(rows.map(({ document, version }) => [document, version]).sort()).toEqual([["risk", RISK_WARNING_VERSION], ["terms", TERMS_VERSION]]);
    for (const row of rows) expect(row.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
