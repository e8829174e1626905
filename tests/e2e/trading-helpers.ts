import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
import type { AccountDetail, AccountLogPage, ClosedOrder, Order, OrderList } from "#domain/order.ts";
import { pushPrice } from "../support/scripted-market.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";

type Fields = Record<string, string | number>;

/** A trading call as the PWA makes it: the user's token, and an Idempotency-Key on every change. */
async function call<T>(request: APIRequestContext, session: LoginResponse, path: string, form?: Fields): Promise<T> {
  const headers: Record<string, string> = { authorization: session.token, lang: "en" };
  const response = form
    ? await request.post(path, { form, headers: { ...headers, "Idempotency-Key": crypto.randomUUID() } })
    : await request.get(path, { headers });
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

export async function instrumentByCode(request: APIRequestContext, code: string): Promise<Instrument> {
  const response = await request.get("/v1/api/forex/trade_list");
  const { data } = (await response.json()) as { data: Instrument[] };
  const found = data.find((i) => i.Code === code);
  if (!found) throw new Error(`${code} is not listed`);
  return found;
}

export interface OrderRequest {
  code: string;
  /** 1 buy, 2 sell. */
  type?: number;
  /** A pending order's price; a market order without it. */
  target?: string;
  stopLoss?: string;
  takeProfit?: string;
}

/** The instrument's minimum lots at its first leverage, as a user submits it. */
export async function submitMinimum(request: APIRequestContext, session: LoginResponse, order: OrderRequest): Promise<Order> {
  const instrument = await instrumentByCode(request, order.code);
  return call<Order>(request, session, "/v1/api/forex/submit", {
    type: order.type ?? 1,
    cont: instrument.ForexMinCont,
    forex_id: instrument.Id,
    status: order.target ? 0 : 1,
    target_price: order.target ?? "",
    stop_loss_price: order.stopLoss ?? "",
    target_profit_price: order.takeProfit ?? "",
    multiple: instrument.HasForexMultiple[0]!.Value,
  });
}

export const accountOf = (request: APIRequestContext, session: LoginResponse) =>
  call<AccountDetail>(request, session, "/v1/api/main/account/forexDetail");

export const ordersOf = (request: APIRequestContext, session: LoginResponse, status: 0 | 1 | 3) =>
  call<OrderList>(request, session, `/v1/api/forex/my_deal?status=${status}`);

export async function closedOrder(request: APIRequestContext, session: LoginResponse, id: number): Promise<ClosedOrder> {
  const { data } = await ordersOf(request, session, 3);
  const found = data.find((o) => o.Id === id);
  if (!found) throw new Error(`order ${id} is not in the history`);
  return found as ClosedOrder;
}

export const ledgerOf = (request: APIRequestContext, session: LoginResponse) =>
  call<AccountLogPage>(request, session, "/v1/api/main/accountLog/forexChange");

export const closeByApi = (request: APIRequestContext, session: LoginResponse, id: number) =>
  call<ClosedOrder>(request, session, "/v1/api/forex/close", { id });

/** The card of open position `id` on /order. */
export const holdingRow = (page: Page, id: number) => page.locator(`[data-testid="holding-row"][data-order-id="${id}"]`);

/** A new demo user holding EURUSD's minimum lots bought at a Bid of 1.10000, on /order in English with that position's stops sheet open. */
export async function stopsSheetOfNewPosition(page: Page, request: APIRequestContext) {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD" });
  await page.goto("/order?lang=en");
  const position = holdingRow(page, order.Id);
  await expect(position).toBeVisible();
  await position.getByTestId("set-stops").click();
  return { session, order, position, sheet: page.getByTestId("stops-sheet") };
}
