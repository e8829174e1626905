import { expect, test, type Page } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatPercent } from "#domain/format/format-price.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";
import { storedRows } from "../support/device-store.ts";
import { accountOf, closedOrder, holdingRow, ledgerOf, ordersOf, submitMinimum } from "./trading-helpers.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

const row = holdingRow;

async function openOrders(page: Page) {
  await page.goto("/order?lang=en");
  await expect(page.getByTestId("orders-page")).toBeVisible();
}

test("a position shows on /order, takes TP and SL, closes into the history, and the balance moves by profit minus fee", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const before = await accountOf(request, session);
  await openOrders(page);
  await expect(page.getByTestId("account-balance")).toHaveText(formatMoney(before.balance, "en"));
  await expect(page.getByTestId("holding-empty")).toHaveText("No open positions");

  const order = await submitMinimum(request, session, { code: "EURUSD" });
  const position = row(page, order.Id);
  await expect(position).toBeVisible();
  await expect(position.getByTestId("order-open-price")).toHaveText(order.Price);
  await expect(position.getByTestId("order-fee")).not.toHaveText("--");
  const opened = await accountOf(request, session);
  await expect(page.getByTestId("account-balance")).toHaveText(formatMoney(opened.balance, "en"));
  await expect(page.getByTestId("account-margin")).toHaveText(formatMoney(order.CautionMoney, "en"));

  await position.getByTestId("set-stops").click();
  const sheet = page.getByTestId("stops-sheet");
  await sheet.locator("#stops-sl").fill("1.12000");
  await sheet.getByTestId("stops-save").click();
  await expect(sheet.getByTestId("stops-sl-error")).toHaveText(/For a buy the stop loss must be below/);
  await sheet.locator("#stops-sl").fill("1.08000");
  await sheet.locator("#stops-tp").fill("1.12000");
  await sheet.getByTestId("stops-save").click();
  await expect(sheet).toBeHidden();
  await expect(position.getByTestId("order-sl")).toHaveText("1.08000");
  await expect(position.getByTestId("order-tp")).toHaveText("1.12000");
  const [held] = (await ordersOf(request, session, 1)).data;
  expect([held?.TargetLossPrice, held?.TargetProfitPrice].map((p) => dec(p!).toFixed(5))).toEqual(["1.08000", "1.12000"]);

  await pushPrice(request, "EURUSD", "1.10300");
  await position.getByTestId("close-position").click();
  await page.getByTestId("close-dialog").getByTestId("confirm-ok").click();
  await expect(position).toBeHidden();
  await expect(page.getByTestId("holding-empty")).toBeVisible();

  const closed = await closedOrder(request, session, order.Id);
  expect(closed.CloseReason).toBe("user");
  const after = await accountOf(request, session);
  expect(dec(after.balance).toFixed(6)).toBe(dec(before.balance).plus(closed.FactProfits).minus(closed.TradeFee).toFixed(6));
  await expect(page.getByTestId("account-balance")).toHaveText(formatMoney(after.balance, "en"));

  await page.getByTestId("orders-tab-history").click();
  const history = page.locator(`[data-testid="history-row"][data-order-id="${order.Id}"]`);
  await expect(history.getByTestId("history-reason")).toHaveText("Closed by you");
  await expect(history.getByTestId("history-close-price")).toHaveText(closed.ClosePrice);
  await expect(history.getByTestId("history-profit")).toHaveText(formatSignedMoney(closed.FactProfits, "en"));

  await page.getByTestId("account-details-link").click();
  await expect(page).toHaveURL(/\/mine\/history$/);
  await expect(page.getByTestId("history-balance")).toHaveText(formatMoney(after.balance, "en"));
  const ledger = await ledgerOf(request, session);
  const fee = ledger.data.find((entry) => entry.MemoTran === "Trading fee")!;
  const result = ledger.data.find((entry) => /^Trade (profit|loss)$/.test(entry.MemoTran))!;
  expect(dec(fee.Value).negated().toFixed(6)).toBe(dec(closed.TradeFee).toFixed(6));
  const rows = page.getByTestId("ledger-row");
  await expect(rows.filter({ hasText: "Trading fee" }).getByTestId("ledger-value")).toHaveText(formatSignedMoney(fee.Value, "en"));
  await expect(rows.filter({ hasText: result.MemoTran }).getByTestId("ledger-value")).toHaveText(formatSignedMoney(result.Value, "en"));
});

test("the position's profit follows the scripted price live, and the account figures with it", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD" });
  await openOrders(page);
  const profit = row(page, order.Id).getByTestId("order-profit");
  await expect(profit).toHaveText(/^-/);

  await pushPrice(request, "EURUSD", "1.10500");
  const [valued] = (await ordersOf(request, session, 1)).data;
  expect(dec(valued!.FactProfits).greaterThan(0)).toBe(true);
  await expect(profit).toHaveText(formatSignedMoney(valued!.FactProfits, "en"));
  await expect(row(page, order.Id).getByTestId("order-price")).toHaveText(valued!.UpdatePrice);
  const account = await accountOf(request, session);
  await expect(page.getByTestId("account-equity")).toHaveText(formatMoney(account.net_value, "en"));
  await expect(page.getByTestId("account-card").locator("dt")).toHaveText(["Equity", "Free margin", "Used margin", "Margin level"]);
  await expect(page.getByTestId("account-margin-level")).toHaveText(formatPercent(account.prepayment_ratio, "en"));
});

test("a stop loss hit closes the position with a toast in every open tab", async ({ page, context, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD", stopLoss: "1.09500" });
  await openOrders(page);
  await expect(row(page, order.Id)).toBeVisible();
  const home = await context.newPage();
  await home.goto("/?lang=en");
  await expect(home.getByTestId("quote-row").first()).toBeVisible();

  await pushPrice(request, "EURUSD", "1.09000");
  const toast = /^Stop loss closed EUR\/USD at /;
  for (const tab of [page, home]) await expect(tab.getByTestId("toast").filter({ hasText: toast })).toHaveCount(1);
  await expect(row(page, order.Id)).toBeHidden();
  expect((await closedOrder(request, session, order.Id)).CloseReason).toBe("stop-loss");
});

test("a pending order waits under dealing and is cancelled from there into the history", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD", target: "1.05000" });
  await openOrders(page);
  await page.getByTestId("orders-tab-dealing").click();
  const pending = page.locator(`[data-testid="pending-row"][data-order-id="${order.Id}"]`);
  await expect(pending).toContainText("Buy limit");
  await expect(pending.getByTestId("order-target")).toHaveText("1.05000");

  await pending.getByTestId("cancel-pending").click();
  await page.getByTestId("cancel-dialog").getByTestId("confirm-ok").click();
  await expect(pending).toBeHidden();
  await page.getByTestId("orders-tab-history").click();
  const cancelled = page.locator(`[data-testid="history-row"][data-order-id="${order.Id}"]`);
  await expect(cancelled.getByTestId("history-reason")).toHaveText("Cancelled");
  await expect(cancelled).toContainText("Buy limit");
  await expect(cancelled.getByTestId("history-target")).toHaveText("1.05000");
  await expect(cancelled).not.toContainText("Open price");
  await expect(cancelled.getByTestId("history-close-price")).toHaveCount(0);
  await expect(cancelled.getByTestId("history-profit")).toHaveCount(0);
});

/** How many orders the device keeps for a reload or an offline visit. */
const storedOrders = async (page: Page) => (await storedRows(page, "orders")).length;

test("offline, the last known positions show with their time and nothing can be traded, after a reload too", async ({ page, context, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD" });
  await openOrders(page);
  await expect(row(page, order.Id)).toBeVisible();
  await expect.poll(() => storedOrders(page)).toBe(1);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const offline = async () => {
    await expect(page.getByTestId("orders-offline")).toHaveText(/^You are offline: balance and positions as of .+\d.+\. Trading is unavailable\.$/);
    await expect(row(page, order.Id).getByTestId("close-position")).toBeDisabled();
    await expect(row(page, order.Id).getByTestId("set-stops")).toBeDisabled();
    await expect(row(page, order.Id).getByTestId("close-position")).toHaveAttribute("title", "Trading is unavailable offline");
  };
  await context.setOffline(true);
  await offline();
  await page.reload();
  await expect(row(page, order.Id).getByTestId("order-open-price")).toHaveText(order.Price);
  await offline();

  await context.setOffline(false);
  await expect(page.getByTestId("orders-offline")).toBeHidden();
  await expect(row(page, order.Id).getByTestId("close-position")).toBeEnabled();
});

test("cards scrolled out of sight catch up with the price as soon as they come back", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const orders = [];
  for (let i = 0; i < 8; i++) orders.push(await submitMinimum(request, session, { code: "EURUSD" }));
  await openOrders(page);
  await expect(page.getByTestId("holding-row")).toHaveCount(orders.length);
  // Newest first: the first order's card is at the bottom, well out of sight.
  const [oldest, newest] = [row(page, orders[0]!.Id), row(page, orders.at(-1)!.Id)];
  expect((await oldest.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height + 200);
  const before = await newest.getByTestId("order-price").textContent();

  await pushPrice(request, "EURUSD", "1.10500");
  await expect(newest.getByTestId("order-price")).not.toHaveText(before!);
  const now = (await newest.getByTestId("order-price").textContent())!;
  await oldest.scrollIntoViewIfNeeded();
  await expect(oldest.getByTestId("order-price")).toHaveText(now);
});
