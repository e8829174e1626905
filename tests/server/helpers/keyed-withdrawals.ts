import { expect } from "vitest";
import type { WithdrawCurrencyConfig } from "#domain/contract/back-office-withdraw.ts";
import { CODE_MAX_FAILURES } from "#server/accounts/verification-codes.ts";
import { times } from "./accounts.ts";
import { dataOf, envelopeOf } from "./envelope.ts";
import { balanceOf, openChannel } from "./funds.ts";
import { operator, postJson } from "./identity.ts";
import type { TestServer } from "./test-server.ts";
import { expectLedgerBalanced } from "./trading.ts";
import { bindAddress, certifiedClient, drawWith, withdrawCode, withdrawalsOf } from "./withdraw.ts";

/**
 * 200 retries of one withdrawal at once, all with one Idempotency-Key and the one code it was
 * sent with: one withdrawal is stored and every retry gets the first answer, word for word. A
 * later retry still gets it; wrong codes sent under fresh keys spend nothing but still count.
 */
export async function drawRetriesAtOnce(server: TestServer): Promise<void> {
  const op = await operator(server);
  const usdt = await openChannel(server, op, "USDT", "1");
  const currency = await dataOf<WithdrawCurrencyConfig>(
    await postJson(server, "/admin/api/withdraw-currencies", { type: 1, code: "USDT", protocol: "TRC20", draw_rate: "1", fee_type: 1, usd_price: "1", enabled: true }, op.token),
  );
  const client = await certifiedClient(server, op, "500", usdt);
  const method = await bindAddress(server, client, currency.id);
  const fields = { draw_currency_id: currency.id, number: "200", draw_method_id: method.id, code: await withdrawCode(server, client) };
  const key = `draw-retry-${Date.now()}`;

  const answers = await Promise.all(times(200, async () => {
    const response = await drawWith(server, client, fields, key);
    return JSON.stringify([response.status, await response.json()]);
  }));
  const first = answers[0]!;
  const same = answers.filter((answer) => answer === first).length;
  console.log(`withdrawal retries with one key: ${same} of 200 concurrent got the first answer (${first})`);
  expect(JSON.parse(first)[1].code).toBe(1);
  expect(same).toBe(200);
  const late = await drawWith(server, client, fields, key);
  expect(JSON.stringify([late.status, await late.json()])).toBe(first);

  // Each wrong try under a fresh key still counts against the fresh code: after five, the right one no longer works.
  const fresh = { ...fields, code: await withdrawCode(server, client) };
  const wrongCode = fresh.code === "000000" ? "000001" : "000000";
  const wrong = await Promise.all(times(CODE_MAX_FAILURES, (i) => drawWith(server, client, { ...fresh, code: wrongCode }, `${key}-wrong-${i}`)));
  expect(wrong.map((answer) => answer.status)).toEqual(times(CODE_MAX_FAILURES, () => 400));
  expect((await envelopeOf(await drawWith(server, client, fresh, `${key}-right`))).msg).toMatch(/too many/i);
  expect((await withdrawalsOf(server, client)).total).toBe(1);
  expect(await balanceOf(server, client.login.token)).toEqual({ balance: "300.000000", lock_balance: "200.000000" });
  await expectLedgerBalanced(server, client.userId);
}
