import { expect, test } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";
import { closedOrder, stopsSheetOfNewPosition } from "./trading-helpers.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

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
