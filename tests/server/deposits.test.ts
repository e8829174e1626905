import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { AuditEntry, QueueCounts } from "#domain/contract/back-office.ts";
import { depositCapAtOnce, depositDecisionsAtOnce, depositSendsAtOnce } from "./helpers/funds-races.ts";
import { DEPOSITS_WAITING_MAX } from "#domain/funds.ts";
import type { ChannelConfig, DepositReview, WireBankConfig } from "#domain/contract/back-office-funds.ts";
import type { DepositChannel, DepositInfo } from "#domain/contract/funds.ts";
import { getAs, outbox, postForm, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { balanceOf, channelOf, depositCoin, depositsOf, depositWire, wireBankOf } from "./helpers/funds.ts";
import { operator, postJson, realUser, uploadUrl, type TestOperator } from "./helpers/identity.ts";
import type { TestServer } from "./helpers/test-server.ts";

type Paged<T> = { data: T[]; total: number };

describe("deposits, their review and their configuration", () => {
  let server: TestServer;
  let ops: [TestOperator, TestOperator];
  const unchecked = async (op: TestOperator) => dataOf<Paged<DepositReview>>(await getAs(server, "/admin/api/deposits?status=0", op.token));
  const reviewOf = async (user: LoginResponse, id: number) => {
    for (const status of [0, 1, 2, 3]) {
      const page = await dataOf<Paged<DepositReview>>(await getAs(server, `/admin/api/deposits?status=${status}`, ops[0].token));
      const found = page.data.find((entry) => entry.id === id && entry.uid === user.user.uid);
      if (found) return found;
    }
    throw new Error(`deposit ${id} is in no queue`);
  };
  const sent = async (response: Response) => (await dataOf<{ id: number }>(response)).id;

  beforeAll(async () => {
    server = await startAccountsServer();
    ops = [await operator(server), await operator(server)];
  });
  afterAll(() => server?.close());

  it("shows the ways to deposit, samples marked, to real accounts only", async () => {
    const user = await realUser(server, "dep");
    expect(await dataOf<DepositInfo>(await getAs(server, "/api/quickCharge/info", user.token))).toEqual({ coin: true, bank_coins: ["EUR", "USD"] });
    const channel = await channelOf(server, user.token);
    expect(channel).toMatchObject({ currency_code: "USDT", protocol_code: "TRC20", sample: true });
    expect(channel).not.toHaveProperty("usd_price");
    expect(await wireBankOf(server, user.token, "EUR")).toMatchObject({ bank_coin: "EUR", bank_swift: "SMPLDEFF", sample: true });
    expect(await dataOf(await getAs(server, "/api/quickCharge/wire_info?bank_coin=JPY", user.token))).toEqual([]);
    expect((await refusal(await getAs(server, "/api/quickCharge/wire_info?bank_coin=../x", user.token))).status).toBe(400);

    const demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=deposit-demo-device-1"));
    for (const path of ["/api/quickCharge/info", "/api/quickCharge/symbols", "/api/quickCharge/quick_ist?type=0"]) {
      expect((await refusal(await getAs(server, path, demo.token))).msg).toBe("Only available to a real account");
      expect((await refusal(await getAs(server, path))).code).toBe(999);
    }
    expect((await refusal(await depositCoin(server, demo.token, channel, "10", { proofImg: "/api/common/upload/AAAAAAAAAAAAAAAAAAAAAA" }))).msg).toBe(
      "Only available to a real account",
    );
  });

  it("records a coin and a wire deposit with their proof, once per key, and lists them to their owner only", async () => {
    const user = await realUser(server, "dep");
    const channel = await channelOf(server, user.token);
    const once = { key: `dep-${Date.now()}`, proofImg: await uploadUrl(server, user.token) };
    const first = await sent(await depositCoin(server, user.token, channel, "125.5", once));
    // A retry of the same action (its answer lost) stores nothing new; the same key for another deposit is refused.
    expect(await sent(await depositCoin(server, user.token, channel, "125.5", once))).toBe(first);
    expect((await refusal(await depositCoin(server, user.token, channel, "126", once))).status).toBe(400);
    const bank = await wireBankOf(server, user.token);
    await sent(await depositWire(server, user.token, bank, "300", await uploadUrl(server, user.token)));

    const coins = await depositsOf(server, user.token, 0);
    expect(coins.total).toBe(1);
    expect(coins.data[0]).toMatchObject({ id: first, number: "125.5", type: 0, currency_code: "USDT", protocol_code: "TRC20", address: channel.address, status: 0, remark: null, credit: null });
    const wires = await depositsOf(server, user.token, 1);
    expect(wires.data[0]).toMatchObject({ number: "300", type: 1, currency_code: "USD", protocol_code: null, status: 0, address: `${bank.bank_name} · ${bank.payee_account}` });

    const proof = await getAs(server, coins.data[0]!.proof_img, user.token);
    expect([proof.status, proof.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const other = await realUser(server, "dep-other");
    expect((await depositsOf(server, other.token, 0)).total).toBe(0);
    expect((await getAs(server, coins.data[0]!.proof_img, other.token)).status).toBe(404);
  });

  it("refuses bad amounts, a stale address, a closed channel and a borrowed or reused proof, storing nothing", async () => {
    const user = await realUser(server, "dep");
    const channel = await channelOf(server, user.token);
    const send = async (fields: Record<string, string | number>) => postForm(server, "/api/quickCharge/submit", { charge_id: channel.id, proofImg: await uploadUrl(server, user.token), ...fields }, user.token);
    expect((await refusal(await send({ number: "0" }))).msg).toBe("The amount must be more than zero");
    expect((await refusal(await send({ number: "0.123456789" }))).msg).toBe("The amount may have at most 8 decimals");
    expect((await refusal(await send({ number: "1000000000.5" }))).msg).toBe("The amount may be at most 1,000,000,000");
    for (const number of ["-1", "1e3", "", " 5", "0x10", "1,5"]) expect((await refusal(await send({ number }))).status).toBe(400);
    expect((await refusal(await send({ number: "5", address: "SOMEWHERE-ELSE" }))).msg).toBe("The deposit address has changed; check the new address before you send");
    expect((await refusal(await send({ number: "5", charge_id: 2147483647 }))).msg).toBe("This deposit channel is closed; choose another one");
    expect((await refusal(await send({ number: "5", charge_id: "1 OR 1=1" }))).status).toBe(400);
    expect((await refusal(await send({ number: "5", proofImg: "/api/common/upload/../../etc/passwd" }))).status).toBe(404);

    const other = await realUser(server, "dep-other");
    const theirs = await uploadUrl(server, other.token);
    expect((await refusal(await send({ number: "5", proofImg: theirs }))).msg).toBe("That image was not found; upload it again");
    const proof = await uploadUrl(server, user.token);
    await sent(await send({ number: "5", proofImg: proof }));
    expect((await refusal(await send({ number: "6", proofImg: proof }))).msg).toBe(
      "This proof was already sent with another deposit; upload the proof of this one",
    );
    const bank = await wireBankOf(server, user.token);
    expect((await refusal(await postForm(server, "/api/quickCharge/wire_submit", { number: "5", proofImg: await uploadUrl(server, user.token), wire_id: 2147483647 }, user.token))).msg).toBe(
      "No pay way: this bank account is not available; choose another one",
    );
    expect((await refusal(await depositWire(server, user.token, bank, "5", proof))).status).toBe(400);
    expect((await depositsOf(server, user.token, 0)).total).toBe(1);
    expect((await depositsOf(server, user.token, 1)).total).toBe(0);
  });

  it("credits an approved deposit at the currency's USD price exactly once under 100 racing decisions, as a ledger row the risk monitor hears of", async () => {
    const user = await realUser(server, "dep");
    const btc = await channelOf(server, user.token, "BTC", "Bitcoin");
    const id = await sent(await depositCoin(server, user.token, btc, "0.5"));
    // The Deposits badge counts what the default Unchecked queue lists.
    const { deposits: badge } = await dataOf<QueueCounts>(await getAs(server, "/admin/api/queues", ops[0].token));
    const waiting = await unchecked(ops[0]);
    expect(badge).toBeGreaterThanOrEqual(1);
    expect(badge).toBe(waiting.total);
    const review = waiting.data.find((entry) => entry.id === id)!;
    expect(review).toMatchObject({ uid: user.user.uid, usd_price: "90000", credit: "45000.000000", status: 0 });
    expect(review.proof_img).toMatch(/^\/admin\/api\/uploads\/[\w-]{22}$/);
    expect((await getAs(server, review.proof_img, ops[1].token)).status).toBe(200);
    await depositDecisionsAtOnce(server);
  });

  it("stores one deposit for 100 sends at once with one key, or with one proof", () => depositSendsAtOnce(server));

  it(`keeps at most ${DEPOSITS_WAITING_MAX} of a user's deposits waiting for review, also under 100 sends at once`, () => depositCapAtOnce(server));

  it("approves, rejects with a remark and invalidates, telling the user each time", async () => {
    const user = await realUser(server, "dep");
    const channel = await channelOf(server, user.token);
    const [credited, refused, invalid] = [
      await sent(await depositCoin(server, user.token, channel, "250")),
      await sent(await depositCoin(server, user.token, channel, "40")),
      await sent(await depositCoin(server, user.token, channel, "7")),
    ];
    await dataOf(await postJson(server, `/admin/api/deposits/${credited}/approve`, {}, ops[0].token));
    expect((await refusal(await postJson(server, `/admin/api/deposits/${refused}/reject`, { remark: "   " }, ops[0].token))).msg).toBe(
      "Write the remark the user will be shown",
    );
    await dataOf(await postJson(server, `/admin/api/deposits/${refused}/reject`, { remark: "The proof shows another amount" }, ops[1].token));
    await dataOf(await postJson(server, `/admin/api/deposits/${invalid}/invalid`, {}, ops[1].token));

    const records = (await depositsOf(server, user.token, 0)).data;
    expect(records.map((record) => [record.id, record.status, record.remark, record.credit])).toEqual([
      [invalid, 3, null, null],
      [refused, 2, "The proof shows another amount", null],
      [credited, 1, null, "250.000000"],
    ]);
    expect((await balanceOf(server, user.token)).balance).toBe("250.000000");
    expect(await reviewOf(user, credited)).toMatchObject({ status: 1, usd_price: "1", credit: "250.000000", reviewed_by: ops[0].login });
    const mails = (await outbox(server, user.user.email!)).map((mail) => mail.subject);
    expect(mails).toEqual(expect.arrayContaining(["Pipwise: your deposit is credited", "Pipwise: your deposit was refused", "Pipwise: your deposit was marked invalid"]));
    const refusalMail = (await outbox(server, user.user.email!)).find((mail) => mail.subject === "Pipwise: your deposit was refused")!;
    expect(refusalMail.body).toBe("Your deposit of 40 USDT was refused: The proof shows another amount");

    expect((await refusal(await postJson(server, "/admin/api/deposits/2147483647/approve", {}, ops[0].token))).status).toBe(404);
    expect((await refusal(await postJson(server, `/admin/api/deposits/${credited}/approve`, {}, ops[0].token))).msg).toBe("This deposit has already been decided");
    for (const token of [undefined, user.token]) expect((await refusal(await postJson(server, `/admin/api/deposits/${refused}/approve`, {}, token))).code).toBe(999);
  });

  it("writes the amounts of a decision's e-mail as the language the deposit was sent in writes numbers", async () => {
    const user = await realUser(server, "dep");
    const channel = await channelOf(server, user.token);
    const fields = { number: "1250.5", proofImg: await uploadUrl(server, user.token), address: channel.address, charge_id: channel.id };
    const id = await sent(await postForm(server, "/api/quickCharge/submit", fields, user.token, "de"));
    await dataOf(await postJson(server, `/admin/api/deposits/${id}/approve`, {}, ops[0].token));
    await expect
      .poll(async () => (await outbox(server, user.user.email!)).at(-1)?.body)
      .toBe("Ihre Einzahlung von 1.250,5 USDT wurde gutgeschrieben: 1.250,50 USD wurden Ihrem Guthaben hinzugefügt.");
  });

  it("lets operators add, change and close channels and wire accounts, each audited", async () => {
    const user = await realUser(server, "dep");
    const input = { currency_code: "USDC", protocol_code: "ERC20", address: "0x52908400098527886E0F7030069857D2E4169EE7", usd_price: "1", enabled: true };
    const created = await dataOf<ChannelConfig>(await postJson(server, "/admin/api/channels", input, ops[0].token));
    expect(created).toMatchObject({ ...input, sample: false });
    expect((await dataOf<DepositChannel[]>(await getAs(server, "/api/quickCharge/symbols", user.token))).map((c) => c.id)).toContain(created.id);

    const sample = (await dataOf<ChannelConfig[]>(await getAs(server, "/admin/api/channels", ops[0].token))).find((c) => c.sample)!;
    const changed = await dataOf<ChannelConfig>(await postJson(server, `/admin/api/channels/${sample.id}`, { ...input, currency_code: sample.currency_code, protocol_code: sample.protocol_code, address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" }, ops[1].token));
    expect(changed).toMatchObject({ id: sample.id, sample: false, address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" });

    const staleAddress = { ...sample, sample: false };
    expect((await refusal(await depositCoin(server, user.token, staleAddress, "5"))).status).toBe(409);
    await dataOf(await postJson(server, `/admin/api/channels/${created.id}`, { ...input, enabled: false }, ops[0].token));
    expect((await dataOf<DepositChannel[]>(await getAs(server, "/api/quickCharge/symbols", user.token))).map((c) => c.id)).not.toContain(created.id);
    expect((await refusal(await depositCoin(server, user.token, created, "5"))).msg).toBe("This deposit channel is closed; choose another one");

    expect((await refusal(await postJson(server, "/admin/api/channels", { ...input, usd_price: "0" }, ops[0].token))).msg).toBe("The USD price must be more than zero");
    expect((await refusal(await postJson(server, "/admin/api/channels", { ...input, currency_code: "usd<script>" }, ops[0].token))).status).toBe(400);
    expect((await refusal(await postJson(server, "/admin/api/channels/2147483647", input, ops[0].token))).status).toBe(404);

    const bank = { bank_coin: "GBP", bank_name: "Harbour Bank", bank_address: "1 Quay, London", bank_swift: "HRBRGB2L", payee_name: "Pipwise Ltd", payee_account: "GB29NWBK60161331926819", bank_remark: "", usd_price: "1.27", enabled: true };
    const savedBank = await dataOf<WireBankConfig>(await postJson(server, "/admin/api/wire-banks", bank, ops[0].token));
    expect(savedBank).toMatchObject({ ...bank, sample: false });
    expect((await dataOf<DepositInfo>(await getAs(server, "/api/quickCharge/info", user.token))).bank_coins).toContain("GBP");
    expect((await refusal(await postJson(server, "/admin/api/wire-banks", { ...bank, bank_swift: "NOT A BIC" }, ops[0].token))).status).toBe(400);
    for (const token of [undefined, user.token]) expect((await refusal(await postJson(server, "/admin/api/wire-banks", bank, token))).code).toBe(999);

    const audit = await dataOf<Paged<AuditEntry>>(await getAs(server, "/admin/api/audit", ops[0].token));
    const actions = audit.data.map((entry) => `${entry.action} ${entry.record_type}:${entry.record_id}`);
    expect(actions).toEqual(expect.arrayContaining([`channel.create deposit_channel:${created.id}`, `channel.update deposit_channel:${sample.id}`, `wire_bank.create wire_bank:${savedBank.id}`]));
    const update = audit.data.find((entry) => entry.action === "channel.update" && entry.record_id === String(sample.id))!;
    expect(update.before).toMatchObject({ address: sample.address, sample: true });
    expect(update.after).toMatchObject({ address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", sample: false });
  });
});
