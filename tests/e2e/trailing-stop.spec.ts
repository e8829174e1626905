import { expect, test } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { decryptPush } from "#tests/server/helpers/push-service.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { onScriptedMarketWithPush, subscribeBrowser } from "./push-helpers.ts";
import { pushPrice } from "../support/scripted-market.ts";
import { closedOrder, holdingRow, stopsSheetOfNewPosition, submitMinimum } from "./trading-helpers.ts";

const pushServiceOf = onScriptedMarketWithPush();

const points = (price: string, count: number) => dec(price).plus(dec("0.00001").times(count)).toFixed(5);

test("a trailing stop set in the stops sheet moves the stop loss live and closes the position into the history", async ({ page, request }) => {
  const { session, order, position, sheet } = await stopsSheetOfNewPosition(page, request);
  await sheet.locator("#stops-trail").fill("14");
  await sheet.getByTestId("stops-save").click();
  await expect(sheet.getByTestId("stops-trail-error")).toHaveText("Trail by at least 15 points (0.00015)");
  await sheet.locator("#stops-trail").fill("20");
  await expect(sheet.getByTestId("trailing-preview")).toHaveText(`The stop loss moves to ${order.Price} once the price reaches ${points(order.Price, 20)}`);
  await sheet.getByTestId("stops-save").click();
  await expect(sheet).toBeHidden();
  await expect(position.getByTestId("order-trailing")).toHaveText("20 points");
  await expect(position.getByTestId("order-sl")).toHaveText("--");

  await pushPrice(request, "EURUSD", points(order.Price, 30));
  await expect(position.getByTestId("order-sl")).toHaveText(points(order.Price, 10));
  await pushPrice(request, "EURUSD", points(order.Price, 50));
  await expect(position.getByTestId("order-sl")).toHaveText(points(order.Price, 30));
  // Back down, still above the stop: the stop stays.
  await pushPrice(request, "EURUSD", points(order.Price, 40));
  await expect(position.getByTestId("order-price")).toHaveText(points(order.Price, 40));
  await expect(position.getByTestId("order-sl")).toHaveText(points(order.Price, 30));

  await pushPrice(request, "EURUSD", points(order.Price, 25));
  await expect(position).toBeHidden();
  await expect(page.getByTestId("toast").filter({ hasText: /^Stop loss closed EUR\/USD at / })).toHaveCount(1);
  const closed = await closedOrder(request, session, order.Id);
  expect(closed).toMatchObject({ CloseReason: "stop-loss", ClosePrice: points(order.Price, 25) });
  await page.getByTestId("orders-tab-history").click();
  const history = page.locator(`[data-testid="history-row"][data-order-id="${order.Id}"]`);
  await expect(history.getByTestId("history-reason")).toHaveText("Stop loss");
  await expect(history.getByTestId("history-close-price")).toHaveText(closed.ClosePrice);
});

test("with the app closed, the server trails the stop, tells the phone in German, and closes the position into the history", async ({ browser, request }) => {
  await pushPrice(request, "EURUSD", "1.10000");
  const session = await demoByApi(request);
  const phone = await subscribeBrowser(request, pushServiceOf(), session, "de");
  const order = await submitMinimum(request, session, { code: "EURUSD" });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await storeSession(page, session);
  await page.goto("/order?lang=de");
  const position = holdingRow(page, order.Id);
  await position.getByTestId("set-stops").click();
  const sheet = page.getByTestId("stops-sheet");
  await sheet.locator("#stops-trail").fill("20");
  await sheet.getByTestId("stops-save").click();
  await expect(position.getByTestId("order-trailing")).toBeVisible();
  await context.close();

  const german = (price: string) => price.replace(".", ",");
  const path = new URL(phone.json.endpoint).pathname;
  await pushPrice(request, "EURUSD", points(order.Price, 30));
  const moved = decryptPush((await pushServiceOf().deliveryTo(path)).body, phone);
  expect(moved).toMatchObject({ title: "Trailing Stop: Stop-Loss von EUR/USD nachgezogen", body: expect.stringContaining(german(points(order.Price, 10))) });

  await pushPrice(request, "EURUSD", points(order.Price, 5));
  await expect.poll(() => pushServiceOf().received.filter((delivery) => delivery.path === path).length).toBe(2);
  const closing = decryptPush(pushServiceOf().received.filter((delivery) => delivery.path === path)[1]!.body, phone);
  expect(closing.body).toContain(german(points(order.Price, 5)));
  const closed = await closedOrder(request, session, order.Id);
  expect(closed).toMatchObject({ CloseReason: "stop-loss", ClosePrice: points(order.Price, 5) });

  const again = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await storeSession(again, session);
  await again.goto("/order?lang=de");
  await again.getByTestId("orders-tab-history").click();
  const history = again.locator(`[data-testid="history-row"][data-order-id="${order.Id}"]`);
  await expect(history.getByTestId("history-close-price")).toHaveText(german(closed.ClosePrice));
  await again.close();
});
