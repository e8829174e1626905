import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AreaCode, BalanceResponse, InviteInfo, LoginResponse } from "#domain/contract/accounts.ts";
import { areaIdOf } from "#server/accounts/area-codes.ts";
import { users } from "#server/store/schema.ts";
import {
  MINUTE,
  SECOND,
  advanceClock,
  getAs,
  latestCode,
  outbox,
  postForm,
  refusal,
  registerByEmail,
  startAccountsServer,
} from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

const PASSWORD = "Harbour-tulip-42";
let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer({ REGISTRATIONS_PER_IP_PER_HOUR: "1000", CODES_PER_IP_PER_HOUR: "1000" });
});
afterAll(() => server?.close());

const sendEmail = (to: string, type = 1, lang = "en") => postForm(server, "/api/notify/send_email", { to, type }, undefined, lang);
const register = (fields: Record<string, string | number>) =>
  postForm(server, "/api/user/register", { type: 1, password: PASSWORD, re_password: PASSWORD, accept_terms: 1, ...fields });

describe("GET /api/default/area_list", () => {
  it("lists every region's calling code, named in the caller's language", async () => {
    const english = await dataOf<AreaCode[]>(await getAs(server, "/api/default/area_list?t=1"));
    expect(english.length).toBeGreaterThan(240);
    expect(english.find((area) => area.code === "HK")).toMatchObject({ global_code: "852", name: "Hong Kong SAR China" });
    const german = await dataOf<AreaCode[]>(await getAs(server, "/api/default/area_list", undefined, "de"));
    expect(german.find((area) => area.code === "DE")).toMatchObject({ global_code: "49", name: "Deutschland" });
  });
});

describe("POST /api/notify/send_email", () => {
  it("mails a 6-digit code in the caller's language and never answers with it", async () => {
    const response = await sendEmail("mia.chen@example.com");
    const body = await response.json();
    expect(body).toMatchObject({ code: 1, msg: "The verification code has been sent" });
    expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
    const [mail] = await outbox(server, "mia.chen@example.com");
    expect(mail).toMatchObject({ channel: "email", subject: "Your Pipwise verification code" });
    expect(mail!.body).toMatch(/verification code is \d{6}\. It is valid for 10 minutes/);
  });

  it("sends at most one code per address a minute, then again", async () => {
    await dataOf(await sendEmail("lee.wong@example.com"));
    const early = await refusal(await sendEmail("lee.wong@example.com"));
    expect(early).toMatchObject({ status: 429, code: 429 });
    // A loaded machine may take a few seconds between the two requests.
    expect(early.msg).toMatch(/you can ask for another in (5\d|60) seconds/);
    expect(await outbox(server, "lee.wong@example.com")).toHaveLength(1);

    await advanceClock(server, 60 * SECOND);
    await dataOf(await sendEmail("lee.wong@example.com"));
    expect(await outbox(server, "lee.wong@example.com")).toHaveLength(2);
  });

  it("refuses what is not an e-mail address, a missing address and an unknown purpose", async () => {
    expect((await refusal(await sendEmail("not-an-address"))).msg).toBe("Enter a valid e-mail address");
    expect((await refusal(await postForm(server, "/api/notify/send_email", { type: 1 }))).msg).toBe("Missing parameter: to");
    expect((await refusal(await sendEmail("ok@example.com", 5))).msg).toBe("Invalid value for type; use one of: 1, 2, 3, 4");
  });

  it("answers a reset request for an unknown address like any other, but sends nothing", async () => {
    expect(await dataOf(await sendEmail("nobody.here@example.com", 2))).toBeNull();
    expect(await outbox(server, "nobody.here@example.com")).toEqual([]);
  });
});

describe("POST /api/user/register by e-mail", () => {
  it("creates the account with an empty USD trading account and logs it in", async () => {
    const session = await registerByEmail(server, "Ana.Lima@Example.com", PASSWORD);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({ email: "ana.lima@example.com", is_demo: 0, mobile: null, area_id: null });
    expect(session.user.uid).toMatch(/^[1-9]\d{7}$/);
    expect(session.user.invite_code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const balance = await dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", session.token));
    expect(balance).toEqual({ balance: "0.000000", lock_balance: "0.000000" });
  });

  it("refuses an address that already has an account, when sending the code and when registering", async () => {
    await registerByEmail(server, "taken@example.com", PASSWORD);
    expect((await refusal(await sendEmail("TAKEN@example.com"))).msg).toMatch(/already registered/);
    expect((await refusal(await register({ account: "taken@example.com", sms_code: "123456" }))).msg).toMatch(/already registered/);
  });

  it("keeps the code when the form is wrong, so the corrected form still registers", async () => {
    await dataOf(await sendEmail("careful@example.com"));
    const sms_code = await latestCode(server, "careful@example.com");
    const differ = await register({ account: "careful@example.com", sms_code, re_password: "Harbour-tulip-43" });
    expect((await refusal(differ)).msg).toBe("The passwords differ");
    const short = await register({ account: "careful@example.com", sms_code, password: "short", re_password: "short" });
    expect((await refusal(short)).msg).toBe("The password must be 8 to 64 characters long");
    const common = await register({ account: "careful@example.com", sms_code, password: "password123", re_password: "password123" });
    expect((await refusal(common)).msg).toMatch(/too common/);
    const weak = [
      ["        ", 'Repeated characters like "aaaa" or "abcabc" are easy to guess; choose another password'],
      ["aaaaaaaa", 'Repeated characters like "aaaa" or "abcabc" are easy to guess; choose another password'],
      ["abcdefghij", 'Sequences like "abcd" or "1234" are easy to guess; choose another password'],
      ["careful2024!", "The password must not contain your e-mail address or mobile number"],
    ];
    for (const [password, why] of weak) {
      expect((await refusal(await register({ account: "careful@example.com", sms_code, password, re_password: password }))).msg).toBe(why);
    }
    const invite = await register({ account: "careful@example.com", sms_code, invite_code: "ZZZZ9999" });
    expect((await refusal(invite)).msg).toBe("No account has the invite code ZZZZ9999");

    await dataOf<LoginResponse>(await register({ account: "careful@example.com", sms_code }));
  });

  it("refuses a wrong code, an expired code and a used code", async () => {
    await dataOf(await sendEmail("slow@example.com"));
    const sms_code = await latestCode(server, "slow@example.com");
    const wrong = sms_code === "000000" ? "111111" : "000000";
    expect((await refusal(await register({ account: "slow@example.com", sms_code: wrong }))).msg).toBe("The verification code is wrong");

    await advanceClock(server, 10 * MINUTE + SECOND);
    expect((await refusal(await register({ account: "slow@example.com", sms_code }))).msg).toMatch(/has expired; request a new one/);

    await dataOf(await sendEmail("slow@example.com"));
    const fresh = await latestCode(server, "slow@example.com");
    expect(fresh).toMatch(/^\d{6}$/);
    await dataOf(await register({ account: "slow@example.com", sms_code: fresh }));
    await advanceClock(server, 60 * SECOND);
    await dataOf(await postForm(server, "/api/notify/send_email", { to: "slow@example.com", type: 2 }));
    const reset = await latestCode(server, "slow@example.com");
    const change = { type: 1, account: "slow@example.com", new_password: "Another-tulip-7", secondary_password: "Another-tulip-7", auth_code: reset };
    await dataOf(await postForm(server, "/api/user/forget_password", change));
    expect((await refusal(await postForm(server, "/api/user/forget_password", change))).msg).toMatch(/already been used/);
  });

  it("spends a code after five wrong tries", async () => {
    await dataOf(await sendEmail("guesser@example.com"));
    const sms_code = await latestCode(server, "guesser@example.com");
    const wrong = sms_code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await refusal(await register({ account: "guesser@example.com", sms_code: wrong }));
    expect((await refusal(await register({ account: "guesser@example.com", sms_code }))).msg).toMatch(/Too many wrong verification codes/);
  });

  it("records the inviter of an invite code", async () => {
    const inviter = await registerByEmail(server, "host@example.com", PASSWORD);
    const guest = await registerByEmail(server, "guest@example.com", PASSWORD, { invite_code: inviter.user.invite_code.toLowerCase() });
    const [row] = await server.server.store.db.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, guest.user.id));
    expect(row!.inviterId).toBe(inviter.user.id);
  });

  it("tells the inviter their code and how many registered with it, and nobody else", async () => {
    const inviter = await registerByEmail(server, "counted-host@example.com", PASSWORD);
    const info = () => getAs(server, "/api/user/invite_info", inviter.token);
    expect(await dataOf<InviteInfo>(await info())).toEqual({ invite_code: inviter.user.invite_code, invited: 0 });
    await registerByEmail(server, "counted-guest-1@example.com", PASSWORD, { invite_code: inviter.user.invite_code });
    await registerByEmail(server, "counted-guest-2@example.com", PASSWORD, { invite_code: inviter.user.invite_code });
    await registerByEmail(server, "uninvited@example.com", PASSWORD);
    expect(await dataOf<InviteInfo>(await info())).toEqual({ invite_code: inviter.user.invite_code, invited: 2 });

    expect((await (await getAs(server, "/api/user/invite_info")).json()).code).toBe(999);
    const demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=invite-demo-device"));
    expect((await refusal(await getAs(server, "/api/user/invite_info", demo.token))).msg).toMatch(/real account/i);
  });

  it("refuses missing and malformed fields, whatever the body's encoding", async () => {
    expect((await refusal(await postForm(server, "/api/user/register", { type: 1, account: "x@example.com" }))).msg).toBe(
      "Missing parameter: password",
    );
    const json = await server.call("/api/user/register", {
      method: "POST",
      lang: "en",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "email", account: "x@example.com", password: PASSWORD, re_password: PASSWORD, accept_terms: 1 }),
    });
    expect((await refusal(json)).msg).toBe("Invalid value for type");
    expect((await refusal(await register({}))).msg).toBe("Missing parameter: account");
  });

  it("reads a multipart form like the documented register form", async () => {
    await dataOf(await sendEmail("multipart@example.com"));
    const form = new FormData();
    for (const [key, value] of Object.entries({ type: "1", account: "multipart@example.com", password: PASSWORD, re_password: PASSWORD, accept_terms: "1" })) {
      form.set(key, value);
    }
    form.set("sms_code", await latestCode(server, "multipart@example.com"));
    const session = await dataOf<LoginResponse>(await server.call("/api/user/register", { method: "POST", body: form }));
    expect(session.user.email).toBe("multipart@example.com");
  });
});

describe("registration by mobile", () => {
  const HK = areaIdOf("HK");

  it("texts the code to the number in E.164 and registers area and number", async () => {
    await dataOf(await postForm(server, "/api/notify/send_sms", { to: "9123 4567", area_id: HK, type: 1 }));
    const sms_code = await latestCode(server, "+85291234567");
    expect((await outbox(server, "+85291234567"))[0]!.channel).toBe("sms");
    const session = await dataOf<LoginResponse>(
      await postForm(server, "/api/user/register", { type: 2, area_id: HK, mobile: "91234567", password: PASSWORD, re_password: PASSWORD, sms_code, accept_terms: 1 }),
    );
    expect(session.user).toMatchObject({ email: null, area_id: HK, mobile: "91234567" });
  });

  it("refuses a number that cannot exist, an unknown area and a missing area", async () => {
    const send = (fields: Record<string, string | number>) => postForm(server, "/api/notify/send_sms", { type: 1, ...fields });
    expect((await refusal(await send({ to: "12", area_id: HK }))).msg).toMatch(/valid mobile number/);
    expect((await refusal(await send({ to: "91234567", area_id: 999 }))).msg).toBe("Choose an area code from the list");
    expect((await refusal(await send({ to: "91234567" }))).msg).toBe("Missing parameter: area_id");
  });
});
