import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { PAGE_SIZE } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import type { LanguageCode } from "#domain/locales.ts";
import {
  ORDER_CLOSED,
  ORDER_HOLDING,
  ORDER_PENDING,
  type AccountDetail,
  type AccountLogPage,
  type ClosedOrder,
  type OrderList,
  type OrderState,
  type OrderUpdate,
} from "#domain/order.ts";
import { accountFigures, riskRate } from "#domain/trading/account-figures.ts";
import { withdrawable } from "#domain/withdraw-amounts.ts";
import type { AccountTx } from "./account-tx.ts";
import type { Translator } from "../i18n/translator.ts";
import { LEDGER_MEMOS, type LedgerMemo } from "../ledger/ledger-memos.ts";
import { ledger } from "../ledger/ledger.ts";
import { accountLogs, orders } from "../store/schema.ts";
import type { EngineCore } from "./engine-core.ts";
import { orderReads } from "./live-order.ts";
import { toClosedOrder, toWireOrder } from "./order-wire.ts";
import { holdings } from "./valuation.ts";

/** Closed orders the FOREX_CLOSED snapshot carries. */
export const RECENT_CLOSES = 20;

const pageOf = (page = 1) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

async function balanceOf(core: EngineCore, userId: number) {
  const account = await ledger(core.db).balance(userId);
  if (!account) throw new Error(`user ${userId} has no trading account`);
  return account;
}

/**
 * /v1/api/forex/my_deal: one page of the caller's holding (valued live), pending or closed orders,
 * with the total of that state and the sum of its profits (floating or realised).
 */
export async function myDeal(core: EngineCore, userId: number, status: OrderState, page?: number): Promise<OrderList> {
  const reads = orderReads(core.db);
  const [{ balance }, [counted]] = await Promise.all([
    balanceOf(core, userId),
    core.db.select({ total: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.state, status))),
  ]);
  const total = counted!.total;
  if (status === ORDER_CLOSED) {
    const [rows, [sum]] = await Promise.all([
      reads.inStates(userId, [ORDER_CLOSED], pageOf(page)),
      core.db
        .select({ profit: sql<string>`coalesce(sum(${orders.profit}), 0)::text` })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.state, ORDER_CLOSED))),
    ]);
    return { data: rows.map(toClosedOrder), total, all_fact_profits: dec(sum!.profit).toFixed(6), balance };
  }
  const rows = await reads.inStates(userId, [status], pageOf(page));
  const data = rows.map((order) => toWireOrder(order, core.quoteOf));
  const floating = status === ORDER_HOLDING ? holdings(await reads.inStates(userId, [ORDER_HOLDING]), core.quoteOf).floatingProfit : dec(0);
  return { data, total, all_fact_profits: floating.toFixed(6), balance };
}

/** /v1/api/main/account/forexDetail: the account's figures at live prices (docs/architecture.md, trading terms). */
export async function accountDetail(core: EngineCore, userId: number): Promise<AccountDetail> {
  const [account, held] = await Promise.all([balanceOf(core, userId), orderReads(core.db).inStates(userId, [ORDER_HOLDING])]);
  const { floatingProfit, usedMargin } = holdings(held, core.quoteOf);
  const figures = accountFigures({ balance: account.balance, floatingProfit, usedMargin });
  return {
    balance: figures.balance,
    lock_balance: account.lock_balance,
    net_value: figures.netValue,
    available_prepayment: figures.availablePrepayment,
    current_margin: figures.currentMargin,
    risk_rate: riskRate(figures.netValue, figures.currentMargin),
    prepayment_ratio: figures.prepaymentRatio,
    stop_out_level: String(core.config.stopOutLevel),
    margin_call_level: String(core.config.marginCallLevel),
  };
}

/** What the locked account may withdraw now: its balance, and its positions valued at live prices. */
export async function freeToWithdraw(core: EngineCore, tx: AccountTx): Promise<string> {
  const held = await orderReads(tx.db).inStates(tx.userId, [ORDER_HOLDING]);
  const { floatingProfit, usedMargin } = holdings(held, core.quoteOf);
  const figures = accountFigures({ balance: tx.balance, floatingProfit, usedMargin });
  return withdrawable(figures.balance, figures.netValue, figures.currentMargin);
}

/**
 * /v1/api/main/accountLog/forexChange: the caller's balance changes, newest first, memos in `lang`
 * (a payout moves only the locked balance and is not among them).
 */
export async function accountLog(core: EngineCore, translator: Translator, userId: number, lang: LanguageCode, page?: number): Promise<AccountLogPage> {
  const { limit, offset } = pageOf(page);
  const movedBalance = and(eq(accountLogs.userId, userId), ne(accountLogs.value, "0"));
  const [rows, [counted]] = await Promise.all([
    core.db.select().from(accountLogs).where(movedBalance).orderBy(desc(accountLogs.id)).limit(limit).offset(offset),
    core.db.select({ total: count() }).from(accountLogs).where(movedBalance),
  ]);
  return {
    data: rows.map((row) => ({
      Id: row.id,
      Value: row.value,
      BalanceAfter: row.balanceAfter,
      MemoTran: row.memo in LEDGER_MEMOS ? translator.translate(lang, LEDGER_MEMOS[row.memo as LedgerMemo]) : row.memo,
      CreatedAtTran: row.createdAt.toISOString(),
    })),
    total: counted!.total,
  };
}

/** First frame of FOREX_TRADE (the open and pending orders) and FOREX_CLOSED (the recent closes). */
export async function tradeSnapshot(core: EngineCore, userId: number): Promise<OrderUpdate[]> {
  const live = await orderReads(core.db).inStates(userId, [ORDER_HOLDING, ORDER_PENDING]);
  return live.map((order) => toWireOrder(order, core.quoteOf));
}

export async function closedSnapshot(core: EngineCore, userId: number): Promise<ClosedOrder[]> {
  const recent = await orderReads(core.db).inStates(userId, [ORDER_CLOSED], { limit: RECENT_CLOSES, offset: 0 });
  return recent.map(toClosedOrder);
}
