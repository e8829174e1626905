import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Captcha, LoginResponse } from "#domain/contract/accounts.ts";
import { MINUTE, advanceClock, getAs, postForm, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

const PASSWORD = "Harbour-tulip-42";
let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer({ VERIFY_REG_TYPE: "2", REGISTRATIONS_PER_IP_PER_HOUR: "2", CODES_PER_IP_PER_HOUR: "3" });
});
afterAll(() => server?.close());

const captcha = async () => dataOf<Captcha>(await getAs(server, "/api/default/captcha?t=1"));
const answerOf = async (id: string) => (await dataOf<{ answer: string | null }>(await getAs(server, `/v1/api/test/captcha?id=${id}`))).answer!;
const register = (email: string, key: string, answer: string) =>
  postForm(server, "/api/user/register", { type: 1, account: email, password: PASSWORD, re_password: PASSWORD, key, sms_code: answer, accept_terms: 1 });

describe("registration with an image captcha (verify_reg_type 2)", () => {
  it("serves an SVG picture drawn as paths, with no text a script could read", async () => {
    const { id, b64s } = await captcha();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b64s).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(b64s.split(",")[1]!, "base64").toString();
    expect(svg).toMatch(/^<svg [^>]*width="150" height="50"/);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain(await answerOf(id));
  });

  it("registers with the answer in any case, instead of a code", async () => {
    const { id } = await captcha();
    const session = await dataOf<LoginResponse>(await register("pictures@example.com", id, (await answerOf(id)).toLowerCase()));
    expect(session.user.email).toBe("pictures@example.com");
  });

  it("spends a captcha on a wrong answer, and refuses an expired one", async () => {
    const { id } = await captcha();
    const answer = await answerOf(id);
    expect((await refusal(await register("wrong@example.com", id, "XXXXX"))).msg).toMatch(/do not match the picture/);
    expect((await refusal(await register("wrong@example.com", id, answer))).msg).toMatch(/do not match the picture/);

    const late = await captcha();
    const lateAnswer = await answerOf(late.id);
    await advanceClock(server, 5 * MINUTE);
    expect((await refusal(await register("late@example.com", late.id, lateAnswer))).msg).toMatch(/do not match the picture/);
  });

  it("asks for the picture's characters when the captcha is missing", async () => {
    const missing = await postForm(server, "/api/user/register", { type: 1, account: "blank@example.com", password: PASSWORD, re_password: PASSWORD, accept_terms: 1 });
    expect((await refusal(missing)).msg).toBe("Enter the characters shown in the picture");
  });
});

describe("per-IP limits", () => {
  it("refuses a third registration from one address within the hour, with the wait", async () => {
    const second = await captcha();
    await dataOf(await register("second@example.com", second.id, await answerOf(second.id)));
    const third = await captcha();
    const refused = await refusal(await register("third@example.com", third.id, await answerOf(third.id)));
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^Too many new accounts from your network; try again in \d+ minutes$/);
  });

  it("refuses a fourth code request from one address within the hour", async () => {
    for (const to of ["a1@example.com", "a2@example.com", "a3@example.com"]) await dataOf(await postForm(server, "/api/notify/send_email", { to, type: 1 }));
    const refused = await refusal(await postForm(server, "/api/notify/send_email", { to: "a4@example.com", type: 1 }));
    expect(refused).toMatchObject({ status: 429, code: 429 });
    expect(refused.msg).toMatch(/^Too many verification codes requested; try again in \d+ minutes$/);
  });
});
