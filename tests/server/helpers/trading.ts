import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import { ledger } from "#server/ledger/ledger.ts";
import { accountLogs, instruments, orders } from "#server/store/schema.ts";
import { getAs, startAccountsServer } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";

/** The app on a scripted market (prices move only when a test sets them), EURUSD at 1.10000. */
export async function startTradingServer(env: Record<string, string> = {}): Promise<{ server: TestServer; eurusd: number }> {
  const server = await startAccountsServer({ MARKET_SOURCE: "scripted", ...env });
  try {
    await setPrice(server, "EURUSD", "1.10000");
    return { server, eurusd: await instrumentId(server, "EURUSD") };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export interface Trader {
  token: string;
  userId: number;
}

let demoCount = 0;

/** A fresh demo account (100,000 USD) with its session token and user id. */
export async function openTrader(server: TestServer): Promise<Trader> {
  const demoId = `trader-${process.pid}-${Date.now()}-${++demoCount}`.padEnd(16, "0");
  const login = await dataOf<LoginResponse>(await getAs(server, `/api/user/createAccountDemoForU?demo_id=${encodeURIComponent(demoId)}`));
  const session = await server.server.accounts.sessions.find(login.token);
  return { token: login.token, userId: session!.user.id };
}

/** Plays the scripted market: the Bid of `code` moves to `price` (the Ask follows at its spread). */
export async function setPrice(server: TestServer, code: string, price: string): Promise<void> {
  const body = JSON.stringify({ code, price });
  await dataOf(await server.call("/v1/api/test/market/price", { method: "POST", body, headers: { "content-type": "application/json" } }));
}

export async function closeMarket(server: TestServer, code: string): Promise<void> {
  const body = JSON.stringify({ code });
  await dataOf(await server.call("/v1/api/test/market/close", { method: "POST", body, headers: { "content-type": "application/json" } }));
}

export async function reopenMarket(server: TestServer, code: string, price: string): Promise<void> {
  const body = JSON.stringify({ code, price });
  await dataOf(await server.call("/v1/api/test/market/reopen", { method: "POST", body, headers: { "content-type": "application/json" } }));
}

export async function instrumentId(server: TestServer, code: string): Promise<number> {
  const [row] = await server.server.store.db.select({ id: instruments.id }).from(instruments).where(eq(instruments.code, code));
  return row!.id;
}

/** POSTs a trading call as the PWA does: a form, the token, and an Idempotency-Key when given. */
export function trade(server: TestServer, path: string, fields: Record<string, string | number>, trader: Trader, key?: string, lang = "en"): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const headers: Record<string, string> = { authorization: trader.token, ...(key ? { "idempotency-key": key } : {}) };
  return server.call(path, { method: "POST", body, lang, headers });
}

/** Everything a refused call must leave as it was: the balance, the ledger and the orders. */
export async function bookOf(server: TestServer, userId: number) {
  const { db } = server.server.store;
  const [balance, log, book] = await Promise.all([
    ledger(db).balance(userId),
    db.select().from(accountLogs).where(eq(accountLogs.userId, userId)).orderBy(asc(accountLogs.id)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
  ]);
  return { balance, log, orders: book };
}

/** The account log sums to the balance, and its locked side to the locked balance. */
export async function expectLedgerBalanced(server: TestServer, userId: number): Promise<string> {
  const { db } = server.server.store;
  const account = await ledger(db).balance(userId);
  expect((await ledger(db).logTotal(userId)).toFixed(6)).toBe(dec(account!.balance).toFixed(6));
  expect((await ledger(db).lockTotal(userId)).toFixed(6)).toBe(dec(account!.lock_balance).toFixed(6));
  return account!.balance;
}
