import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { UserFactors, UserOverview } from "#domain/contract/back-office-users.ts";
import type { RecoveryCodes, TotpSetup } from "#domain/contract/factors.ts";
import { auditLog, operators, passkeys } from "#server/store/schema.ts";
import { latestCode, outbox, postForm, refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { FACTOR_PASSWORD, codeNow, passwordLogin } from "./helpers/factors.ts";
import { operator, postJson, type TestOperator } from "./helpers/identity.ts";
import { browserSubscription, decryptPush, startPushService, type PushService } from "./helpers/push-service.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import type { TestServer } from "./helpers/test-server.ts";

/**
 * The back office's help for a user who lost the phone and the recovery codes: the user page shows
 * the second factor, and an operator turns the authenticator app off with a reason kept in the
 * audit log; the user is told in their own language by e-mail and Web Push.
 */
let server: TestServer;
let pushService: PushService;
let op: TestOperator;

beforeAll(async () => {
  pushService = await startPushService();
  server = await startAccountsServer({ REGISTRATIONS_PER_IP_PER_HOUR: "50" });
  op = await operator(server);
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

interface Holder {
  id: number;
  email: string;
  token: string;
}

/** A user registered with the request in `lang`, the authenticator app on; `totp` false leaves it off. */
async function holder(email: string, lang: string, totp = true): Promise<Holder> {
  await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 1 }));
  const sms_code = await latestCode(server, email);
  const fields = { type: 1, account: email, password: FACTOR_PASSWORD, re_password: FACTOR_PASSWORD, sms_code, accept_terms: 1 };
  const { token, user } = await dataOf<LoginResponse>(await postForm(server, "/api/user/register", fields, undefined, lang));
  if (totp) {
    const { secret } = await dataOf<TotpSetup>(await postForm(server, "/api/factor/totp_begin", {}, token));
    await dataOf<RecoveryCodes>(await postForm(server, "/api/factor/totp_confirm", { code: codeNow(server, secret) }, token));
  }
  return { id: user.id, email, token };
}

const overview = async (q: string) => dataOf<UserOverview>(await server.call(`/admin/api/users?q=${encodeURIComponent(q)}`, { lang: "en", headers: { authorization: op.token } }));

/** An operator's call by default; "" sends no token. */
const turnOff = (userId: number | string, body: unknown, token = op.token, lang = "en") =>
  postJson(server, `/admin/api/users/${userId}/factors/totp/off`, body, token, lang);

async function auditLines(userId: number) {
  const { db } = server.server.store;
  return db.select().from(auditLog).where(and(eq(auditLog.recordType, "user"), eq(auditLog.recordId, String(userId))));
}

const factorsOf = async (user: Holder) => (await overview(user.email)).factors;

describe("the second factor on the back office's user page", () => {
  it("shows whether the authenticator app is on and how many recovery codes are left", async () => {
    expect(await factorsOf(await holder("page-on@example.com", "en"))).toEqual({ totp: true, recovery_left: 10, passkeys: 0 });
    expect(await factorsOf(await holder("page-off@example.com", "en", false))).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });
  });

  it("counts the user's passkeys", async () => {
    const user = await holder("page-passkeys@example.com", "en", false);
    const { db } = server.server.store;
    const at = new Date();
    await db.insert(passkeys).values([1, 2].map((n) => ({ userId: user.id, credentialId: `page-passkeys-${n}`, publicKey: "key", name: `Key ${n}`, createdAt: at })));
    expect(await factorsOf(user)).toEqual({ totp: false, recovery_left: 0, passkeys: 2 });
  });
});

describe("turning a user's authenticator app off", () => {
  it("removes the app and its codes, keeps the reason in the audit log, and tells the user in their language by e-mail and Web Push", async () => {
    const user = await holder("lost-phone@example.com", "de");
    const phone = browserSubscription(`${pushService.origin}/ok/lost-phone`);
    await dataOf(await server.call("/api/push/subscribe", { method: "POST", body: JSON.stringify(phone.json), lang: "kr", headers: { "content-type": "application/json", authorization: user.token } }));
    const before = (await outbox(server, user.email)).length;

    const left = await dataOf<UserFactors>(await turnOff(user.id, { reason: "Lost phone and codes; identity checked on a video call" }));
    expect(left).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });
    expect(await factorsOf(user)).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });

    const [line, ...more] = await auditLines(user.id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      action: AUDIT_ACTIONS.userTotpOff,
      reason: "Lost phone and codes; identity checked on a video call",
      before: { totp: true, recovery_left: 10, passkeys: 0 },
      after: { totp: false, recovery_left: 0, passkeys: 0 },
    });

    const notices = (await outbox(server, user.email)).slice(before);
    expect(notices.map((notice) => notice.subject)).toEqual(["Die Authenticator-App Ihres Pipwise-Kontos wurde deaktiviert"]);
    expect(notices[0]!.body).toContain("/mine/security");
    const pushed = decryptPush((await pushService.deliveryTo("/ok/lost-phone")).body, phone);
    expect(pushed).toMatchObject({ url: "/mine/security", tag: "totp-turned-off" });
    expect(pushed.title).toBe("Pipwise 계정의 인증 앱이 해제되었습니다");

    // The password alone logs in now: no challenge is asked.
    expect((await dataOf<LoginResponse>(await passwordLogin(server, user.email))).token).toMatch(/^[\w-]{43}$/);
    // The user's own session is kept.
    expect((await dataOf<{ id: number }>(await server.call("/api/user/info", { lang: "en", headers: { authorization: user.token } }))).id).toBe(user.id);
  });

  it("needs a reason, refused in the operator's language, and changes nothing without one", async () => {
    const user = await holder("no-reason@example.com", "en");
    expect(await refusal(await turnOff(user.id, { reason: "   " }, op.token, "fr"))).toMatchObject({ status: 400, msg: "Indiquez pourquoi le facteur est désactivé : la raison est conservée dans le journal d’audit" });
    expect((await refusal(await turnOff(user.id, {}))).status).toBe(400);
    expect(await factorsOf(user)).toEqual({ totp: true, recovery_left: 10, passkeys: 0 });
    expect(await auditLines(user.id)).toEqual([]);
  });

  it("refuses a user without the app, and an unknown user, in the operator's language", async () => {
    const user = await holder("never-on@example.com", "en", false);
    expect(await refusal(await turnOff(user.id, { reason: "asked by phone" }, op.token, "de"))).toMatchObject({ status: 400, msg: "Dieser Nutzer hat keine Authenticator-App eingeschaltet: Es gibt nichts zu deaktivieren" });
    expect(await refusal(await turnOff(99_999_999, { reason: "asked by phone" }))).toMatchObject({ status: 404, msg: "No user 99999999" });
    expect(await auditLines(user.id)).toEqual([]);
  });

  it("is refused to a caller without an operator's session and to a disabled operator, before the body is read", async () => {
    const user = await holder("not-yours@example.com", "en");
    expect((await refusal(await turnOff(user.id, { reason: "x" }, ""))).code).toBe(999);
    expect((await refusal(await turnOff(user.id, [1, 2], user.token))).code).toBe(999);
    const disabled = await operator(server);
    await server.server.store.db.update(operators).set({ disabledAt: new Date(server.server.clock.now()) }).where(eq(operators.login, disabled.login));
    expect((await refusal(await turnOff(user.id, { reason: "x" }, disabled.token))).code).toBe(999);
    expect(await factorsOf(user)).toEqual({ totp: true, recovery_left: 10, passkeys: 0 });
  });

  it("answers hostile input with a clear refusal and changes nothing", async () => {
    const user = await holder("hostile@example.com", "en");
    const bodies: unknown[] = [{ reason: "a\u0000b" }, { reason: "x".repeat(1_000_000) }, { reason: ["a", "b"] }, { reason: Infinity }, { reason: { toString: "x" } }, "reason=%00"];
    for (const body of bodies) {
      const answer = await refusal(await turnOff(user.id, body));
      expect([400, 413]).toContain(answer.status);
      expect(answer.msg).not.toBe("");
    }
    for (const id of ["a%00b", "Infinity", "1e309", "-1", "0x10", "1.5", "[1]"]) {
      expect((await refusal(await turnOff(id, { reason: "asked by phone" }))).status).toBe(400);
    }
    expect(await factorsOf(user)).toEqual({ totp: true, recovery_left: 10, passkeys: 0 });
    expect(await auditLines(user.id)).toEqual([]);
  });

  it("turns the app off once when 100 operators' calls arrive at once: one line, one notice", async () => {
    const user = await holder("race@example.com", "en");
    const before = (await outbox(server, user.email)).length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => turnOff(user.id, { reason: "asked by phone" })));
    const through = (await Promise.all(answers.map(async (answer) => (await answer.json()) as { code: number }))).filter((body) => body.code === 1);
    expect(through).toHaveLength(1);
    const { db } = server.server.store;
    const [lines] = await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, AUDIT_ACTIONS.userTotpOff), eq(auditLog.recordId, String(user.id))));
    expect(lines!.n).toBe(1);
    expect((await outbox(server, user.email)).slice(before)).toHaveLength(1);
  });
});
