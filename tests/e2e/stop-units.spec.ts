import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { instrumentByCode, ordersOf, stopsSheetOfNewPosition } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL, viewport: { width: 360, height: 740 } });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

/** A logged-in demo user on /trade for EURUSD in `lang`, the Bid at 1.10000; the Ask the ticket opens a buy at. */
async function onTrade(page: Page, request: APIRequestContext, lang: string) {
  const session = await demoByApi(request);
  await storeSession(page, session);
  const { Id } = await instrumentByCode(request, "EURUSD");
  await page.goto(`/trade?id=${Id}&lang=${lang}`);
  await expect(page.getByTestId("instrument-drawer")).toHaveText(/\w/);
  await pushPrice(request, "EURUSD", "1.10000");
  const { ForexQuotations } = await instrumentByCode(request, "EURUSD");
  await expect(page.getByTestId("buy-price")).toHaveText(formatPrice(ForexQuotations.Ask, 5, lang));
  return { session, ask: dec(ForexQuotations.Ask) };
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("the ticket takes SL in pips and TP in money, shows each level's other figures, and places the order at those levels", async ({ page, request }) => {
  const { session, ask } = await onTrade(page, request, "en");
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.locator("#order-stop-loss").fill(ask.minus("0.00200").toFixed(5));
  await expect(sheet.getByTestId("order-stop-loss-hint")).toHaveText("Distance 20.0 pipsResult -2.00 USD");

  await sheet.getByTestId("stop-unit-pips").click();
  await expect(sheet.locator("#order-stop-loss")).toHaveValue("20.0");
  await sheet.locator("#order-stop-loss").fill("-5");
  await expect(sheet.getByTestId("order-stop-loss-error")).toHaveText("The stop loss must be on the losing side of the entry price");
  await sheet.locator("#order-stop-loss").fill("25");
  await expect(sheet.getByTestId("order-stop-loss-hint")).toHaveText(`Level ${ask.minus("0.00250").toFixed(5)}Result -2.50 USD`);

  await sheet.getByTestId("stop-unit-money").click();
  await expect(sheet.locator("#order-stop-loss")).toHaveValue("2.50");
  await sheet.locator("#order-take-profit").fill("4");
  await expect(sheet.getByTestId("order-take-profit-hint")).toHaveText(`Level ${ask.plus("0.00400").toFixed(5)}Distance 40.0 pips`);
  await sheet.locator("#order-take-profit").fill("four");
  await expect(sheet.getByTestId("order-take-profit-error")).toHaveText("Enter an amount in USD that keeps the level above 0");
  await sheet.locator("#order-take-profit").fill("4");

  await sheet.getByTestId("order-confirm").click();
  await expect(sheet).toBeHidden();
  const [held] = (await ordersOf(request, session, 1)).data;
  const open = dec(held!.Price);
  expect(dec(held!.TargetLossPrice).toFixed(5)).toBe(open.minus("0.00250").toFixed(5));
  expect(dec(held!.TargetProfitPrice).toFixed(5)).toBe(open.plus("0.00400").toFixed(5));
});

for (const lang of ["ar", "ru"]) {
  test(`SL and TP in pips and money fit a 360 px phone and speak the user's language (${lang})`, async ({ page, request }) => {
    await onTrade(page, request, lang);
    await page.getByTestId("trade-buy").click();
    const sheet = page.getByTestId("order-sheet");
    await sheet.getByTestId("stop-unit-money").click();
    await sheet.locator("#order-take-profit").fill("12.5");
    await sheet.locator("#order-stop-loss").fill("0");
    await expect(sheet.getByTestId("order-take-profit-hint")).toContainText(lang === "ar" ? "المستوى" : "Уровень");
    await expect(sheet.getByTestId("order-stop-loss-error")).toHaveText(lang === "ar" ? "أدخل مبلغًا بالدولار الأمريكي يُبقي المستوى فوق 0" : "Введите сумму в USD, при которой уровень остаётся выше 0");
    for (const unit of ["price", "pips", "money"]) await expect(sheet.getByTestId(`stop-unit-${unit}`)).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByTestId("order-take-profit-hint")).toBeInViewport({ ratio: 1 });
    await noSideways(page);
  });
}

test("an open position's stop loss is set in pips from its open price, and its take profit in money", async ({ page, request }) => {
  const { order, position, sheet } = await stopsSheetOfNewPosition(page, request);
  await sheet.getByTestId("stop-unit-pips").click();
  await sheet.locator("#stops-sl").fill("30");
  await expect(sheet.getByTestId("stops-sl-hint")).toHaveText(`Level ${dec(order.Price).minus("0.00300").toFixed(5)}Result -3.00 USD`);
  await sheet.getByTestId("stop-unit-money").click();
  await sheet.locator("#stops-tp").fill("1.5");
  await sheet.getByTestId("stops-save").click();
  await expect(sheet).toBeHidden();
  await expect(position.getByTestId("order-sl")).toHaveText(dec(order.Price).minus("0.00300").toFixed(5));
  await expect(position.getByTestId("order-tp")).toHaveText(dec(order.Price).plus("0.00150").toFixed(5));
});
