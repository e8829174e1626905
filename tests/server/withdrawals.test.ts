import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_PURPOSE_WITHDRAW } from "#domain/account.ts";
import type { WithdrawCurrencyConfig, WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import type { QueueCounts } from "#domain/contract/back-office.ts";
import type { DrawMethod, WithdrawCurrency } from "#domain/contract/withdraw.ts";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import { getAs, outbox, postForm, refusal, times } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { operator, postJson, realUser, type TestOperator } from "./helpers/identity.ts";
import { expectLedgerBalanced, instrumentId, startTradingServer, trade } from "./helpers/trading.ts";
import { TRC20_ADDRESS, bindAddress, bindCode, certifiedClient, drawWith, ownCode, withdrawCode, withdrawalsOf, type Client } from "./helpers/withdraw.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { drawRetriesAtOnce } from "./helpers/keyed-withdrawals.ts";

type Paged<T> = { data: T[]; total: number };

describe("bound methods and withdrawals, and their review", () => {
  let server: TestServer;
  let ops: [TestOperator, TestOperator];
  let usdtTrc20: WithdrawCurrency;
  let usdBank: WithdrawCurrency;
  const balanceOf = async (client: Client) => dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", client.login.token));
  const queue = async (status: number) => dataOf<Paged<WithdrawReview>>(await getAs(server, `/admin/api/withdrawals?status=${status}`, ops[0].token));

  beforeAll(async () => {
    // Above 500 USD a withdrawal needs two operators.
    ({ server } = await startTradingServer({ WITHDRAW_SECOND_APPROVAL_ABOVE: "500", CODES_PER_IP_PER_HOUR: "1000", REGISTRATIONS_PER_IP_PER_HOUR: "100" }));
    ops = [await operator(server), await operator(server)];
    const login = await realUser(server, "wd");
    const crypto = await dataOf<WithdrawCurrency[]>(await getAs(server, "/api/account/draw_symbol_list?type=1", login.token));
    usdtTrc20 = crypto.find((c) => c.code === "USDT" && c.protocol === "TRC20")!;
    usdBank = (await dataOf<WithdrawCurrency[]>(await getAs(server, "/api/account/draw_symbol_list?type=2", login.token))).find((c) => c.code === "USD")!;
  });
  afterAll(() => server?.close());

  it("binds only a checked address or bank account, with a fresh code of the user's own, and deletes only the user's own", async () => {
    const client = await certifiedClient(server, ops[0], "10");
    const bind = (fields: Record<string, string | number>) => postForm(server, "/api/wallet/bind_draw_method", fields, client.login.token);
    expect(usdtTrc20).toMatchObject({ fee_type: 1, draw_rate: "1", usd_price: "1", sample: true });
    expect((await refusal(await bind({ type: 1, draw_id: usdtTrc20.id, dc_address: `${TRC20_ADDRESS.slice(0, -1)}M`, code: "123456" }))).msg).toBe(
      "This is not a valid USDT address on TRC20; check it character by character",
    );
    expect((await refusal(await bind({ type: 1, draw_id: usdtTrc20.id, dc_address: "0x52908400098527886E0F7030069857D2E4169EE7", code: "123456" }))).status).toBe(400);
    expect((await refusal(await bind({ type: 1, draw_id: usdtTrc20.id, dc_address: TRC20_ADDRESS, code: "000000" }))).status).toBe(400);
    expect((await refusal(await bind({ type: 2, draw_id: usdtTrc20.id, bank_name: "x", code: "123456" }))).msg).toBe(
      "This withdrawal currency is not available; choose another one",
    );
    const bank = { type: 2, draw_id: usdBank.id, bank_name: "Harbour Bank", bank_address: "1 Quay, London", bank_swift: "HRBRGB2L", payee_name: "Chan Tai Man", payee_account: "GB29NWBK60161331926819" };
    expect((await refusal(await bind({ ...bank, bank_swift: "HRBRXX2L", code: "123456" }))).msg).toBe("This is not a valid SWIFT/BIC code");
    expect((await refusal(await bind({ ...bank, payee_account: "GB29NWBK60161331926818", code: "123456" }))).msg).toBe("This IBAN is not valid; check it character by character");

    const address = await bindAddress(server, client, usdtTrc20.id);
    expect(address).toMatchObject({ type: 1, draw_id: usdtTrc20.id, dc_address: TRC20_ADDRESS, draw_currency: { code: "USDT", protocol: "TRC20" } });
    const account = await dataOf<DrawMethod>(await bind({ ...bank, code: await bindCode(server, client) }));
    expect(account).toMatchObject({ bank_swift: "HRBRGB2L", payee_account: "GB29NWBK60161331926819" });
    expect((await dataOf<DrawMethod[]>(await getAs(server, "/api/wallet/get_draw_method?draw_type=1", client.login.token))).map((m) => m.id)).toEqual([address.id]);

    const other = await certifiedClient(server, ops[0], "10");
    expect((await dataOf<DrawMethod[]>(await getAs(server, "/api/wallet/get_draw_method?draw_type=1", other.login.token)))).toEqual([]);
    expect((await refusal(await postForm(server, "/api/wallet/del_draw_method", { id: address.id }, other.login.token))).status).toBe(404);
    const borrowed = await drawWith(server, other, { draw_currency_id: usdtTrc20.id, number: "5", draw_method_id: address.id, code: "123456" });
    expect((await refusal(borrowed)).msg).toBe("Wallet not bound: choose one of your withdrawal methods");
    await dataOf(await postForm(server, "/api/wallet/del_draw_method", { id: account.id }, client.login.token));
    expect((await dataOf<DrawMethod[]>(await getAs(server, "/api/wallet/get_draw_method?draw_type=2", client.login.token)))).toEqual([]);
  });

  it("holds a withdrawal in lock_balance within what is free, shows its fee and received amount, and pays it out with its reference", async () => {
    const client = await certifiedClient(server, ops[0], "1000");
    const method = await bindAddress(server, client, usdtTrc20.id);
    const draw = (number: string, code = "123456") => drawWith(server, client, { draw_currency_id: usdtTrc20.id, number, draw_method_id: method.id, memo: "rent", code });
    expect((await refusal(await draw("1000.01"))).msg).toBe("You can withdraw at most 1,000.00 USD now");
    expect((await refusal(await draw("1"))).msg).toBe("The amount must be more than the fee of 1.00 USD");
    expect((await refusal(await draw("0.0000001"))).msg).toBe("The amount may have at most 6 decimals");
    expect((await refusal(await draw("100", "000000"))).status).toBe(400);

    const key = `wd-${Date.now()}`;
    const code = await withdrawCode(server, client);
    const fields = { draw_currency_id: usdtTrc20.id, number: "100", draw_method_id: method.id, memo: "rent", code };
    const { id } = await dataOf<{ id: number }>(await drawWith(server, client, fields, key));
    // The answer was lost and the app sends the same action again: nothing more is held.
    expect((await dataOf<{ id: number }>(await drawWith(server, client, fields, key))).id).toBe(id);
    expect(await balanceOf(client)).toEqual({ balance: "900.000000", lock_balance: "100.000000" });
    const [record] = (await withdrawalsOf(server, client)).data;
    expect(record).toMatchObject({ id, number: "100.000000", fee: "1.000000", received: "99", status: 0, status_name: "Under review", address: TRC20_ADDRESS, notes: "rent", real_number: null });
    await expectLedgerBalanced(server, client.userId);

    const review = (await queue(0)).data.find((entry) => entry.id === id)!;
    expect(review).toMatchObject({ uid: client.login.user.uid, needs_two: false, usd_price: "1" });
    expect((await refusal(await postJson(server, `/admin/api/withdrawals/${id}/approve`, {}, ops[1].token))).msg).toBe(
      "Enter the reference of the payout (the transaction hash or bank reference)",
    );
    await dataOf(await postJson(server, `/admin/api/withdrawals/${id}/approve`, { real_number: "0xfeed01" }, ops[1].token));
    expect(await balanceOf(client)).toEqual({ balance: "900.000000", lock_balance: "0.000000" });
    expect((await withdrawalsOf(server, client)).data[0]).toMatchObject({ status: 2, status_name: "Paid", real_number: "0xfeed01" });
    expect((await outbox(server, client.login.user.email!)).at(-1)!.body).toBe("Your withdrawal of 100.00 USD was paid: 99 USDT, reference 0xfeed01.");
    await expectLedgerBalanced(server, client.userId);
  });

  it("sends a withdrawal's own code right after the bind's, and spends each code only for what it was sent for", async () => {
    const client = await certifiedClient(server, ops[0], "100");
    const bindingCode = await bindCode(server, client);
    const withdrawingCode = await ownCode(server, client, CODE_PURPOSE_WITHDRAW);
    const address = { type: 1, draw_id: usdtTrc20.id, dc_address: TRC20_ADDRESS };
    expect((await refusal(await postForm(server, "/api/wallet/bind_draw_method", { ...address, code: withdrawingCode }, client.login.token))).status).toBe(400);
    const method = await dataOf<DrawMethod>(await postForm(server, "/api/wallet/bind_draw_method", { ...address, code: bindingCode }, client.login.token));
    const draw = (code: string) => drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "10", draw_method_id: method.id, code });
    expect((await refusal(await draw(bindingCode))).status).toBe(400);
    await dataOf(await draw(withdrawingCode));
    expect((await refusal(await postForm(server, "/api/notify/send_email", { to: client.login.user.email!, type: CODE_PURPOSE_WITHDRAW }))).msg).toMatch(/^A code was just sent; you can ask for another in \d+ seconds?$/);
  });

  it("refuses a withdrawal before the identity is verified, and beyond the margin open positions use", async () => {
    const unverified = await realUser(server, "wd");
    const noId = await drawWith(server, { login: unverified, userId: 0 }, { draw_currency_id: usdtTrc20.id, number: "5", draw_method_id: 1, code: "123456" });
    expect((await refusal(noId)).msg).toBe("Verify your identity before you withdraw");

    const client = await certifiedClient(server, ops[0], "1000");
    const method = await bindAddress(server, client, usdtTrc20.id);
    const eurusd = await instrumentId(server, "EURUSD");
    await dataOf(await trade(server, "/v1/api/forex/submit", { type: 1, cont: "0.1", forex_id: eurusd, status: 1, multiple: 100 }, { token: client.login.token, userId: client.userId }));
    const { balance } = await balanceOf(client);
    const used = 1000 - Number(balance);
    expect(used).toBeGreaterThan(0);
    const tooMuch = await drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "990", draw_method_id: method.id, code: "123456" });
    expect((await refusal(tooMuch)).msg).toMatch(/^You can withdraw at most [\d,]+\.\d{2,6} USD now$/);
    expect((await balanceOf(client)).lock_balance).toBe("0.000000");
  });

  it("needs two different operators above the configured amount, and returns a rejected amount exactly once", async () => {
    const client = await certifiedClient(server, ops[0], "2000");
    const method = await bindAddress(server, client, usdtTrc20.id);
    const large = await dataOf<{ id: number }>(await drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "600", draw_method_id: method.id, code: await withdrawCode(server, client) }));
    expect(await dataOf(await postJson(server, `/admin/api/withdrawals/${large.id}/approve`, {}, ops[0].token))).toEqual({ outcome: "first-approval" });
    expect((await queue(1)).data.find((entry) => entry.id === large.id)).toMatchObject({ needs_two: true, first_approved_by: ops[0].login, status_name: "Approved, waiting for a second check" });
    expect((await refusal(await postJson(server, `/admin/api/withdrawals/${large.id}/approve`, { real_number: "X" }, ops[0].token))).msg).toBe(
      "You approved this withdrawal already; a second, different operator must approve it",
    );
    expect(await dataOf(await postJson(server, `/admin/api/withdrawals/${large.id}/approve`, { real_number: "BANKREF-1" }, ops[1].token))).toEqual({ outcome: "paid" });

    const small = await dataOf<{ id: number }>(await drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "300", draw_method_id: method.id, code: await withdrawCode(server, client) }));
    expect(await balanceOf(client)).toEqual({ balance: "1100.000000", lock_balance: "300.000000" });
    const decisions = await Promise.all(
      times(100, (i) =>
        postJson(server, `/admin/api/withdrawals/${small.id}/${i % 2 ? "reject" : "approve"}`, i % 2 ? { reason: "Address flagged" } : { real_number: `ref-${i}` }, ops[i % 2]!.token),
      ),
    );
    const codes = await Promise.all(decisions.map(async (answer) => (await answer.json()).code as number));
    console.log(`withdrawal review: ${codes.filter((code) => code === 1).length} of 100 concurrent decisions went through`);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    const decided = (await withdrawalsOf(server, client)).data.find((record) => record.id === small.id)!;
    expect(await balanceOf(client)).toEqual({ balance: decided.status === 3 ? "1400.000000" : "1100.000000", lock_balance: "0.000000" });
    await expectLedgerBalanced(server, client.userId);
  });

  it("counts in the Withdrawals badge, for every operator, exactly the withdrawals the default Waiting queue lists", async () => {
    const client = await certifiedClient(server, ops[0], "2000");
    const method = await bindAddress(server, client, usdtTrc20.id);
    const draw = async (number: string) =>
      (await dataOf<{ id: number }>(await drawWith(server, client, { draw_currency_id: usdtTrc20.id, number, draw_method_id: method.id, code: await withdrawCode(server, client) }))).id;
    const large = await draw("600");
    await draw("100");
    const refused = await draw("50");
    await dataOf(await postJson(server, `/admin/api/withdrawals/${refused}/reject`, { reason: "Address flagged" }, ops[1].token));
    // Approved once: it has left the Waiting queue for "Second approval due", so it no longer counts.
    await dataOf(await postJson(server, `/admin/api/withdrawals/${large}/approve`, {}, ops[0].token));

    const waiting = (await queue(0)).total;
    expect((await queue(0)).data.map((entry) => entry.id)).not.toContain(large);
    for (const { token } of ops) expect((await dataOf<QueueCounts>(await getAs(server, "/admin/api/queues", token))).withdrawals).toBe(waiting);
  });

  it("spends one code once, however many withdrawals it is sent with at once", async () => {
    const client = await certifiedClient(server, ops[0], "1000");
    const method = await bindAddress(server, client, usdtTrc20.id);
    const code = await withdrawCode(server, client);
    const answers = await Promise.all(times(100, (i) => drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "5", draw_method_id: method.id, code }, `one-code-${i}`)));
    const through = answers.filter((answer) => answer.status === 200).length;
    console.log(`withdrawals with one code: ${through} of 100 concurrent went through`);
    expect(through).toBe(1);
    expect(await balanceOf(client)).toEqual({ balance: "995.000000", lock_balance: "5.000000" });
  });

  it("answers 200 retries of one withdrawal with one key at once with its first answer, storing it once", { timeout: 120_000 }, () => drawRetriesAtOnce(server));

  it("lets operators configure withdraw currencies on networks whose addresses can be checked", async () => {
    const input = { type: 1, code: "USDC", protocol: "Polygon", draw_rate: "0.5", fee_type: 1, usd_price: "1", enabled: true };
    const saved = await dataOf<WithdrawCurrencyConfig>(await postJson(server, "/admin/api/withdraw-currencies", input, ops[0].token));
    expect(saved).toMatchObject({ code: "USDC", protocol: "Polygon", draw_rate: "0.5", sample: false, enabled: true });
    expect((await refusal(await postJson(server, "/admin/api/withdraw-currencies", { ...input, protocol: "Dogechain" }, ops[0].token))).msg).toBe(
      "Addresses on Dogechain cannot be checked; choose a supported network",
    );
    await dataOf(await postJson(server, `/admin/api/withdraw-currencies/${saved.id}`, { ...input, enabled: false }, ops[1].token));
    const client = await realUser(server, "wd");
    expect((await dataOf<WithdrawCurrency[]>(await getAs(server, "/api/account/draw_symbol_list?type=1", client.token))).map((c) => c.id)).not.toContain(saved.id);
  });

  it("finds a user for operators by uid, e-mail or mobile, with balances, identity and their newest records", async () => {
    const client = await certifiedClient(server, ops[0], "300");
    const method = await bindAddress(server, client, usdtTrc20.id);
    await dataOf(await drawWith(server, client, { draw_currency_id: usdtTrc20.id, number: "50", draw_method_id: method.id, code: await withdrawCode(server, client) }));
    const lookUp = (q: string, token = ops[0].token) => getAs(server, `/admin/api/users?q=${encodeURIComponent(q)}`, token);
    const byUid = await dataOf<UserOverview>(await lookUp(client.login.user.uid));
    expect(byUid).toMatchObject({ user: { uid: client.login.user.uid, is_demo: false }, balance: "250.000000", lock_balance: "50.000000", identity: { review_status: 2 } });
    expect(byUid.ledger.map((line) => [line.memo, line.value, line.lock_value])).toEqual([
      ["Withdrawal requested", "-50.000000", "50.000000"],
      ["Deposit", "300.000000", "0.000000"],
    ]);
    expect(byUid.deposits.map((d) => d.status)).toEqual([1]);
    expect(byUid.withdrawals.map((w) => w.status_name)).toEqual(["Under review"]);
    expect((await dataOf<UserOverview>(await lookUp(` ${client.login.user.email!.toUpperCase()} `))).user.uid).toBe(client.login.user.uid);
    expect((await refusal(await lookUp("nobody@example.com"))).status).toBe(404);
    expect((await refusal(await lookUp(client.login.user.uid, client.login.token))).code).toBe(999);
  });
});
