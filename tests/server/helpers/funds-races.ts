import { expect } from "vitest";
import type { AuditEntry } from "#domain/contract/back-office.ts";
import type { AccountLogPage } from "#domain/order.ts";
import type { BookChange } from "#server/engine/engine.ts";
import { CODE_TOO_MANY } from "#domain/envelope.ts";
import { DEPOSITS_WAITING_MAX } from "#domain/funds.ts";
import { advanceClock, getAs, MINUTE, times } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import { balanceOf, depositCoin, depositsOf, openChannel } from "./funds.ts";
import { operator, postJson, realUser, uploadUrl } from "./identity.ts";
import type { TestServer } from "./test-server.ts";
import type { WithdrawCurrencyConfig } from "#domain/contract/back-office-withdraw.ts";
import { expectLedgerBalanced } from "./trading.ts";
import { bindAddress, certifiedClient, drawWith, withdrawCode, withdrawalsOf } from "./withdraw.ts";

const codesOf = (answers: Response[]) => Promise.all(answers.map(async (answer) => (await answer.json()).code as number));

/**
 * 100 decisions on one deposit at once, from two operators, mixing approve, reject and invalid:
 * exactly one goes through; an approval credits amount × USD price once, as one ledger row the
 * book listeners (the risk monitor) hear of; the audit log has one line.
 */
export async function depositDecisionsAtOnce(server: TestServer): Promise<void> {
  const ops = [await operator(server), await operator(server)];
  const user = await realUser(server, "race");
  const btc = await openChannel(server, ops[0]!, "BTC", "90000");
  const { id } = await dataOf<{ id: number }>(await depositCoin(server, user.token, btc, "0.01234567"));
  const heard: BookChange[] = [];
  const stop = server.server.engine.onBook((change) => heard.push(change));
  const decisions = await Promise.all(
    times(100, (i) => {
      const kind = ["approve", "reject", "invalid"][i % 3]!;
      return postJson(server, `/admin/api/deposits/${id}/${kind}`, kind === "approve" ? {} : { remark: "no such transfer" }, ops[i % 2]!.token);
    }),
  );
  stop();
  const codes = await codesOf(decisions);
  console.log(`deposit review: ${codes.filter((code) => code === 1).length} of 100 concurrent decisions went through`);
  expect(codes.filter((code) => code === 1)).toHaveLength(1);
  expect(codes.filter((code) => code === 409)).toHaveLength(99);

  const decided = (await depositsOf(server, user.token, 0)).data[0]!;
  const balance = await balanceOf(server, user.token);
  const log = await dataOf<AccountLogPage>(await getAs(server, "/v1/api/main/accountLog/forexChange", user.token));
  const logged = log.data.reduce((sum, entry) => sum + Math.round(Number(entry.Value) * 1e6), 0);
  expect(logged).toBe(Math.round(Number(balance.balance) * 1e6));
  if (decided.status === 1) {
    // 0.01234567 BTC × 90,000 USD.
    expect([decided.credit, balance.balance]).toEqual(["1111.110300", "1111.110300"]);
    expect(log.data.map((entry) => entry.MemoTran)).toEqual(["Deposit"]);
    expect(heard.filter((change) => change.userId === user.user.id).map((change) => change.balance)).toEqual(["1111.110300"]);
  } else {
    expect([decided.credit, decided.remark, balance.balance]).toEqual([null, "no such transfer", "0.000000"]);
  }
  const audit = await dataOf<{ data: AuditEntry[] }>(await getAs(server, "/admin/api/audit", ops[0]!.token));
  expect(audit.data.filter((entry) => entry.record_type === "deposit" && entry.record_id === String(id))).toHaveLength(1);
}

/** 100 sends of one deposit at once: with one key they store one record; with 100 keys but one proof, too. */
export async function depositSendsAtOnce(server: TestServer): Promise<void> {
  const user = await realUser(server, "race");
  const channel = await openChannel(server, await operator(server), "USDT", "1");
  const sameKey = { key: `race-${Date.now()}`, proofImg: await uploadUrl(server, user.token) };
  const keyed = await codesOf(await Promise.all(times(100, () => depositCoin(server, user.token, channel, "10", sameKey))));
  const proofImg = await uploadUrl(server, user.token);
  const proved = await codesOf(await Promise.all(times(100, (i) => depositCoin(server, user.token, channel, "10", { key: `proof-${i}`, proofImg }))));
  console.log(`deposit sends: ${keyed.filter((code) => code === 1).length} of 100 answered with one key, ${proved.filter((code) => code === 1).length} of 100 stored with one proof`);
  expect(keyed.every((code) => code === 1)).toBe(true);
  expect(proved.filter((code) => code === 1)).toHaveLength(1);
  expect((await depositsOf(server, user.token, 0)).total).toBe(2);
}

/**
 * 100 deposits at once, each with its own proof and key, from a user with none waiting: exactly
 * DEPOSITS_WAITING_MAX are stored, the rest refused as too many; one reviewed makes room for one.
 */
export async function depositCapAtOnce(server: TestServer): Promise<void> {
  const op = await operator(server);
  const user = await realUser(server, "cap");
  const channel = await openChannel(server, op, "USDT", "1");
  const proofs: string[] = [];
  // Uploads are limited per hour: the clock moves on an hour between batches, as a patient user's would.
  for (let batch = 0; batch < 4; batch += 1) {
    proofs.push(...(await Promise.all(times(25, () => uploadUrl(server, user.token)))));
    await advanceClock(server, 61 * MINUTE);
  }
  const codes = await codesOf(await Promise.all(proofs.map((proofImg, i) => depositCoin(server, user.token, channel, "10", { key: `cap-${i}`, proofImg }))));
  console.log(`deposits waiting: ${codes.filter((code) => code === 1).length} of 100 concurrent sends stored (cap ${DEPOSITS_WAITING_MAX})`);
  expect(codes.filter((code) => code === 1)).toHaveLength(DEPOSITS_WAITING_MAX);
  expect(codes.filter((code) => code === CODE_TOO_MANY)).toHaveLength(100 - DEPOSITS_WAITING_MAX);
  const waiting = await depositsOf(server, user.token, 0);
  expect(waiting.total).toBe(DEPOSITS_WAITING_MAX);

  const refused = await depositCoin(server, user.token, channel, "10", { key: "cap-more", proofImg: await uploadUrl(server, user.token) });
  expect((await refused.json()).msg).toBe(`You have ${DEPOSITS_WAITING_MAX} deposits waiting for review; send another once one of them is reviewed`);
  await dataOf(await postJson(server, `/admin/api/deposits/${waiting.data[0]!.id}/reject`, { remark: "no such transfer" }, op.token));
  await dataOf(await depositCoin(server, user.token, channel, "10", { key: "cap-room", proofImg: await uploadUrl(server, user.token) }));
}

/**
 * 100 decisions on one withdrawal at once, from two operators, approving (with a reference) and
 * rejecting: exactly one goes through, and the locked amount is paid out or returned once.
 */
export async function withdrawDecisionsAtOnce(server: TestServer): Promise<void> {
  const ops = [await operator(server), await operator(server)];
  const usdt = await openChannel(server, ops[0]!, "USDT", "1");
  const currency = await dataOf<WithdrawCurrencyConfig>(
    await postJson(server, "/admin/api/withdraw-currencies", { type: 1, code: "USDT", protocol: "TRC20", draw_rate: "1", fee_type: 1, usd_price: "1", enabled: true }, ops[0]!.token),
  );
  const client = await certifiedClient(server, ops[0]!, "500", usdt);
  const method = await bindAddress(server, client, currency.id);
  const fields = { draw_currency_id: currency.id, number: "200", draw_method_id: method.id, code: await withdrawCode(server, client) };
  const { id } = await dataOf<{ id: number }>(await drawWith(server, client, fields));
  const decisions = await Promise.all(
    times(100, (i) => postJson(server, `/admin/api/withdrawals/${id}/${i % 2 ? "reject" : "approve"}`, i % 2 ? { reason: "flagged" } : { real_number: `ref-${i}` }, ops[i % 2]!.token)),
  );
  const codes = await codesOf(decisions);
  console.log(`withdrawal review: ${codes.filter((code) => code === 1).length} of 100 concurrent decisions went through`);
  expect(codes.filter((code) => code === 1)).toHaveLength(1);
  const decided = (await withdrawalsOf(server, client)).data[0]!;
  expect(await balanceOf(server, client.login.token)).toEqual({ balance: decided.status === 3 ? "500.000000" : "300.000000", lock_balance: "0.000000" });
  await expectLedgerBalanced(server, client.userId);
}
