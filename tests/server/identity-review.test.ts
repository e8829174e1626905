import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { AuditEntry, IdentityReview, QueueCounts } from "#domain/contract/back-office.ts";
import type { RealNameRecord } from "#domain/contract/identity.ts";
import { OPERATOR_FAILURES_PER_IP } from "#server/admin/operator-limits.ts";
import { totpCode } from "#server/platform/totp.ts";
import { advanceClock, getAs, MINUTE, outbox, refusal, startAccountsServer, times } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { OPERATOR_PASSWORD, operator, postJson, realUser, sendRealName, uploadUrl, type TestOperator } from "./helpers/identity.ts";
import type { TestServer } from "./helpers/test-server.ts";

type Paged<T> = { data: T[]; total: number };

/** Moves the server's clock to the start of a 30 s TOTP step and returns that time: a code made for it stays current. */
async function startOfTotpStep(server: TestServer): Promise<number> {
  await advanceClock(server, 30_000 - (server.server.clock.now() % 30_000));
  return server.server.clock.now();
}

describe("real-name verification and its review", () => {
  let server: TestServer;
  let ops: [TestOperator, TestOperator];
  const asOperator = (path: string, op: TestOperator, body?: unknown) =>
    body === undefined && !path.includes("/approve") ? getAs(server, path, op.token) : postJson(server, path, body ?? {}, op.token);
  const center = async (user: LoginResponse) => dataOf<RealNameRecord | null>(await getAs(server, "/api/user_real/center", user.token));

  beforeAll(async () => {
    server = await startAccountsServer();
    ops = [await operator(server), await operator(server)];
  });
  afterAll(() => server?.close());

  it("sends a record for review once, with the caller's own two pictures", async () => {
    const user = await realUser(server);
    expect(await center(user)).toBeNull();
    expect((await dataOf(await sendRealName(server, user.token))) ?? null).toBeNull();
    expect(await center(user)).toMatchObject({ name: "Chan Tai Man", card_id: "A1234567", review_status: 1, reject_reason: null });
    expect((await refusal(await sendRealName(server, user.token))).msg).toBe("Your identity is already under review");

    const other = await realUser(server);
    const [mine, theirs] = [await uploadUrl(server, other.token), await uploadUrl(server, user.token)];
    const borrowed = await postJson(server, "/api/user_real/real_name", { name: "X", card_id: "1", front_pic: mine, reverse_pic: theirs }, other.token);
    expect((await refusal(borrowed)).msg).toBe("That image was not found; upload it again");
    const twice = await postJson(server, "/api/user_real/real_name", { name: "X", card_id: "1", front_pic: mine, reverse_pic: mine }, other.token);
    expect((await refusal(twice)).msg).toBe("Upload one image for each side of the ID");
    expect(await center(other)).toBeNull();
  });

  it("refuses bad input clearly, demo accounts and visitors", async () => {
    const user = await realUser(server);
    const url = await uploadUrl(server, user.token);
    const send = (body: Record<string, unknown>) => postJson(server, "/api/user_real/real_name", body, user.token);
    expect((await refusal(await send({ card_id: "1", front_pic: url, reverse_pic: url }))).msg).toBe("Missing parameter: name");
    expect((await refusal(await send({ name: "   ", card_id: "1", front_pic: url, reverse_pic: "/api/common/upload/x" }))).msg).toBe(
      "Enter your name as it is written on your ID",
    );
    expect((await refusal(await send({ name: "a\u0000b", card_id: "1", front_pic: url, reverse_pic: url }))).status).toBe(400);
    expect((await refusal(await send({ name: "n".repeat(65), card_id: "1", front_pic: url, reverse_pic: url }))).status).toBe(400);
    expect((await refusal(await send({ name: "n", card_id: "1", front_pic: "/etc/passwd", reverse_pic: url }))).status).toBe(404);
    const demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=kyc-demo-device-1"));
    expect((await refusal(await getAs(server, "/api/user_real/center", demo.token))).msg).toBe("Only available to a real account");
    expect((await refusal(await getAs(server, "/api/user_real/center"))).code).toBe(999);
  });

  it("keeps the back office to operators who passed both factors", async () => {
    const user = await realUser(server);
    for (const token of [undefined, user.token, "x".repeat(43)]) expect((await refusal(await getAs(server, "/admin/api/queues", token))).code).toBe(999);
    const name = `twice-${Date.now()}`;
    const op = await dataOf<{ secret: string }>(await postJson(server, "/v1/api/test/operators", { login: name, password: OPERATOR_PASSWORD }));
    const login = (totp: string) => postJson(server, "/admin/api/login", { login: name, password: OPERATOR_PASSWORD, totp });
    expect((await refusal(await login("000000"))).msg).toBe("Wrong login, password or authenticator code");
    // A code logs in once: the same code again, even within its 30 s, does not.
    const code = totpCode(op.secret, await startOfTotpStep(server));
    await dataOf(await login(code));
    expect((await refusal(await login(code))).msg).toBe("Wrong login, password or authenticator code");
  });

  it("counts every wrong operator log-in, even 100 at once", async () => {
    const login = `guessed-${Date.now()}`;
    await postJson(server, "/v1/api/test/operators", { login, password: OPERATOR_PASSWORD });
    const answers = await Promise.all(times(100, (i) => postJson(server, "/admin/api/login", { login, password: `wrong-${i}`, totp: "123456" })));
    const checked = answers.filter((answer) => answer.status !== 429).length;
    console.log(`operator log-in: ${checked} of 100 concurrent wrong tries checked (limit 5 per login and address)`);
    expect(checked).toBe(5);
  });

  it(`does not count successful operator log-ins against the address: ${OPERATOR_FAILURES_PER_IP + 5} in a row all get in`, async () => {
    // Past the window of the wrong tries above, which do count.
    await advanceClock(server, 16 * MINUTE);
    for (let i = 0; i < OPERATOR_FAILURES_PER_IP + 5; i++) await operator(server);
  });

  it("lets operators review a waiting record with its pictures, and decides it exactly once under a race", async () => {
    const user = await realUser(server);
    await dataOf(await sendRealName(server, user.token, "Lee Siu Ming"));
    // The Identities badge counts what the default Waiting queue lists.
    const { identities: badge } = await dataOf<QueueCounts>(await asOperator("/admin/api/queues", ops[0]));
    const queue = await dataOf<Paged<IdentityReview>>(await asOperator("/admin/api/identities?status=1", ops[0]));
    expect(badge).toBeGreaterThanOrEqual(1);
    expect(badge).toBe(queue.total);
    const record = queue.data.find((entry) => entry.name === "Lee Siu Ming")!;
    expect(record.front_pic).toMatch(/^\/admin\/api\/uploads\/[\w-]{22}$/);
    const picture = await asOperator(record.front_pic, ops[1]);
    expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/jpeg"]);

    const decisions = await Promise.all(
      times(100, (i) => {
        const op = ops[i % 2]!;
        const path = `/admin/api/identities/${record.user_id}/${i % 3 === 0 ? "reject" : "approve"}`;
        return postJson(server, path, i % 3 === 0 ? { reason: "blurred" } : {}, op.token);
      }),
    );
    const codes = await Promise.all(decisions.map(async (answer) => (await answer.json()).code as number));
    console.log(`identity review: ${codes.filter((code) => code === 1).length} of 100 concurrent decisions went through`);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);

    const audit = await dataOf<Paged<AuditEntry>>(await asOperator("/admin/api/audit", ops[0]));
    const lines = audit.data.filter((entry) => entry.record_type === "real_name" && entry.record_id === String(record.user_id));
    expect(lines).toHaveLength(1);
    expect([ops[0].login, ops[1].login]).toContain(lines[0]!.operator);
    const decided = await center(user);
    expect(decided!.review_status).toBe(lines[0]!.action === "identity.approve" ? 2 : 0);
  });

  it("tells the user a refusal with its reason, and takes the corrected record again", async () => {
    const user = await realUser(server);
    await dataOf(await sendRealName(server, user.token));
    const userId = (await dataOf<{ id: number }>(await getAs(server, "/api/user/info", user.token))).id;
    expect((await refusal(await postJson(server, `/admin/api/identities/${userId}/reject`, { reason: "  " }, ops[0].token))).status).toBe(400);
    await dataOf(await postJson(server, `/admin/api/identities/${userId}/reject`, { reason: "The back side is blurred" }, ops[0].token));
    expect(await center(user)).toMatchObject({ review_status: 0, reject_reason: "The back side is blurred" });
    const mail = (await outbox(server, user.user.email!)).at(-1)!;
    expect(mail.subject).toBe("Pipwise: your identity verification was refused");
    expect(mail.body).toContain("The back side is blurred");

    await dataOf(await sendRealName(server, user.token, "Chan Tai Man"));
    expect(await center(user)).toMatchObject({ review_status: 1, reject_reason: null });
    await dataOf(await postJson(server, `/admin/api/identities/${userId}/approve`, {}, ops[1].token));
    expect(await center(user)).toMatchObject({ review_status: 2 });
    expect((await refusal(await sendRealName(server, user.token))).msg).toBe("Your identity is already verified");
    expect((await refusal(await postJson(server, "/admin/api/identities/2147483647/approve", {}, ops[1].token))).status).toBe(404);
    expect((await refusal(await postJson(server, "/admin/api/identities/1e3/approve", {}, ops[1].token))).status).toBe(400);
  });
});
