/**
 * Model-based property test of the money that comes in and goes out: random sequences of deposits
 * and their decisions (credit, reject, invalid) and withdrawals and theirs (pay out, return) on one
 * verified real account, against a model of its balance and locked balance. The model says which
 * withdrawals must be accepted (more than the fee, no more than what is free); after every step the
 * balances match the model and the ledger sums to both of them.
 *
 * FUNDS_MODEL_RUNS sets the number of sequences (default 15 in the suite).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import type { WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { dec, type Dec } from "#domain/decimal.ts";
import { getAs } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { channelOf, depositCoin } from "./helpers/funds.ts";
import { operator, postJson, type TestOperator } from "./helpers/identity.ts";
import { expectLedgerBalanced, startTradingServer } from "./helpers/trading.ts";
import { bindAddress, certifiedClient, drawWith, withdrawCode, type Client } from "./helpers/withdraw.ts";
import type { TestServer } from "./helpers/test-server.ts";

const RUNS = Number(process.env.FUNDS_MODEL_RUNS ?? 15);
/** The sample USDT TRC20 withdraw currency's fixed fee. */
const FEE = dec(1);

type Command =
  | { kind: "deposit"; amount: string }
  | { kind: "decide-deposit"; pick: number; decision: "approve" | "reject" | "invalid" }
  | { kind: "withdraw"; amount: string }
  | { kind: "decide-withdrawal"; pick: number; pay: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), amount: fc.constantFrom("0.5", "25", "100.25", "1000") }),
  fc.record({ kind: fc.constant("decide-deposit" as const), pick: fc.nat(), decision: fc.constantFrom("approve" as const, "reject" as const, "invalid" as const) }),
  fc.record({ kind: fc.constant("withdraw" as const), amount: fc.constantFrom("0.5", "1", "2", "50", "400.5", "5000") }),
  fc.record({ kind: fc.constant("decide-withdrawal" as const), pick: fc.nat(), pay: fc.boolean() }),
);

/** At most three withdrawals a sequence: with the registration's and the bind's codes, five, what one address may ask for in an hour. */
const commands = fc.array(command, { minLength: 4, maxLength: 10 }).filter((steps) => steps.filter((step) => step.kind === "withdraw").length <= 3);

describe("deposits and withdrawals against a model of the balances", () => {
  let server: TestServer;
  let op: TestOperator;
  let usdt: WithdrawCurrency;

  beforeAll(async () => {
    // Every run registers a client and every withdrawal takes a fresh code, all from this one address.
    ({ server } = await startTradingServer({ WITHDRAW_SECOND_APPROVAL_ABOVE: "1000000000", CODES_PER_IP_PER_HOUR: "100000", REGISTRATIONS_PER_IP_PER_HOUR: "100000" }));
    op = await operator(server);
  });
  afterAll(() => server?.close());

  it(`keeps balance, locked balance and ledger equal to the model over ${RUNS} random sequences`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (commands) => {
        const client: Client = await certifiedClient(server, op, "1");
        usdt ??= (await dataOf<WithdrawCurrency[]>(await getAs(server, "/api/account/draw_symbol_list?type=1", client.login.token))).find((c) => c.protocol === "TRC20")!;
        const method = await bindAddress(server, client, usdt.id);
        const channel = await channelOf(server, client.login.token);
        const model = { balance: dec(1), lock: dec(0), deposits: [] as { id: number; amount: Dec }[], withdrawals: [] as { id: number; amount: Dec }[] };
        for (const step of commands) {
          if (step.kind === "deposit") {
            const { id } = await dataOf<{ id: number }>(await depositCoin(server, client.login.token, channel, step.amount));
            model.deposits.push({ id, amount: dec(step.amount) });
          } else if (step.kind === "decide-deposit" && model.deposits.length > 0) {
            const [chosen] = model.deposits.splice(step.pick % model.deposits.length, 1);
            await dataOf(await postJson(server, `/admin/api/deposits/${chosen!.id}/${step.decision}`, step.decision === "approve" ? {} : { remark: "model" }, op.token));
            if (step.decision === "approve") model.balance = model.balance.plus(chosen!.amount);
          } else if (step.kind === "withdraw") {
            const amount = dec(step.amount);
            const answer = await drawWith(server, client, { draw_currency_id: usdt.id, number: step.amount, draw_method_id: method.id, code: await withdrawCode(server, client) });
            const body = (await answer.json()) as { code: number; data: { id: number } };
            const allowed = amount.gt(FEE) && amount.lte(model.balance);
            expect(body.code === 1, `withdraw ${step.amount} of ${model.balance.toFixed()}`).toBe(allowed);
            if (allowed) {
              model.withdrawals.push({ id: body.data.id, amount });
              model.balance = model.balance.minus(amount);
              model.lock = model.lock.plus(amount);
            }
          } else if (step.kind === "decide-withdrawal" && model.withdrawals.length > 0) {
            const [chosen] = model.withdrawals.splice(step.pick % model.withdrawals.length, 1);
            const path = `/admin/api/withdrawals/${chosen!.id}/${step.pay ? "approve" : "reject"}`;
            await dataOf(await postJson(server, path, step.pay ? { real_number: "model-ref" } : { reason: "model" }, op.token));
            model.lock = model.lock.minus(chosen!.amount);
            if (!step.pay) model.balance = model.balance.plus(chosen!.amount);
          }
          const shown = await dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", client.login.token));
          expect(shown).toEqual({ balance: model.balance.toFixed(6), lock_balance: model.lock.toFixed(6) });
          await expectLedgerBalanced(server, client.userId);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
