import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { BasicInfo } from "#api/reads/basic-set.ts";
import type { Instrument } from "#domain/instrument.ts";
import { orderCost } from "#domain/trading/order-cost.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { wcagViolations } from "../support/axe.ts";
import { demoByApi, fromOf, storeSession } from "./accounts-helpers.ts";
import { SCRIPTED_URL, closeMarket, pushPrice, reopenMarket, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

async function envelope<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

const instruments = (request: APIRequestContext) => envelope<Instrument[]>(request, "/v1/api/forex/trade_list");
async function instrument(request: APIRequestContext, code: string): Promise<Instrument> {
  return (await instruments(request)).find((i) => i.Code === code)!;
}

/** /trade on one instrument, in English, after a fresh tick so its prices are live. */
async function openTrade(page: Page, request: APIRequestContext, code: string, price: string): Promise<Instrument> {
  const { Id } = await instrument(request, code);
  await page.goto(`/trade?id=${Id}&lang=en`);
  await expect(page.getByTestId("instrument-drawer")).toHaveText(/\w/);
  await pushPrice(request, code, price);
  return instrument(request, code);
}

test("the sell and buy buttons show the live Bid and Ask and the spread between them", async ({ page, request }) => {
  const eurusd = await openTrade(page, request, "EURUSD", "1.10000");
  const { Bid, Ask } = eurusd.ForexQuotations;
  expect(Bid).toBe("1.10000");
  expect(Number(Ask)).toBeGreaterThan(Number(Bid));
  await expect(page.getByTestId("sell-price")).toHaveText(Bid);
  await expect(page.getByTestId("buy-price")).toHaveText(Ask);
  const points = String(Math.round((Number(Ask) - Number(Bid)) * 1e5));
  await expect(page.getByTestId("trade-spread")).toHaveText(`Spread ${points} pts`);

  await pushPrice(request, "EURUSD", "1.10250");
  const moved = (await instrument(request, "EURUSD")).ForexQuotations;
  await expect(page.getByTestId("sell-price")).toHaveText(moved.Bid);
  await expect(page.getByTestId("buy-price")).toHaveText(moved.Ask);
  await expect(page.getByTestId("trade-buy")).toBeEnabled();
  await expect(page.getByTestId("trade-sell")).toBeEnabled();
});

test("a visitor tapping buy or sell is sent to log in, to come back to /trade", async ({ page, request }) => {
  await openTrade(page, request, "EURUSD", "1.10000");
  await page.getByTestId("trade-buy").click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(fromOf(page.url())).toBe("/trade");
});

test("the order sheet previews the margin and fee the shared order math gives, live with lots and leverage", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  const usdjpy = await openTrade(page, request, "USDJPY", "150.000");
  const { trade_fee_type: feeType } = await envelope<BasicInfo>(request, "/api/basicSet/getBasicInfo");
  const quotes = new Map((await instruments(request)).map((i) => [i.Code, i.ForexQuotations]));
  const expected = (lots: string, leverage: number) =>
    orderCost({
      lots,
      units: usdjpy.ForexContNum,
      price: usdjpy.ForexQuotations.Ask,
      leverage,
      marginMode: usdjpy.MarginMode,
      feeType,
      feeRate: usdjpy.ForexFeeRate,
      usdRate: usdRate(usdjpy.QuoteCurrency, (code) => quotes.get(code))!,
    });

  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await expect(sheet.getByTestId("order-buy")).toHaveAttribute("aria-checked", "true");
  await expect(sheet.locator("#order-lots")).toHaveValue(usdjpy.ForexMinCont);
  await expect(sheet.getByTestId("lots-minus")).toBeDisabled();
  const first = expected(usdjpy.ForexMinCont, usdjpy.HasForexMultiple[0]!.Value);
  await expect(sheet.getByTestId("preview-margin")).toHaveText(formatMoney(first.margin, "en"));
  await expect(sheet.getByTestId("preview-fee")).toHaveText(formatMoney(first.fee, "en"));

  await sheet.getByTestId("lots-plus").click();
  await expect(sheet.getByTestId("lots-minus")).toBeEnabled();
  const last = usdjpy.HasForexMultiple.at(-1)!.Value;
  await sheet.getByTestId("leverage-option").last().click();
  const lots = (Number(usdjpy.ForexMinCont) + Number(usdjpy.Pip)).toFixed(2);
  await expect(sheet.locator("#order-lots")).toHaveValue(lots);
  const second = expected(lots, last);
  expect(second.margin).not.toBe(first.margin);
  await expect(sheet.getByTestId("preview-margin")).toHaveText(formatMoney(second.margin, "en"));
  await expect(sheet.getByTestId("preview-fee")).toHaveText(formatMoney(second.fee, "en"));
});

test("the order sheet refuses a stop loss on the wrong side and a pending order without a price", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  await openTrade(page, request, "EURUSD", "1.10000");
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.locator("#order-stop-loss").fill("1.20000");
  await expect(sheet.getByTestId("order-stop-loss-error")).toHaveText("The stop loss must be on the losing side of the entry price");
  await sheet.locator("#order-stop-loss").fill("1.05000");
  await expect(sheet.getByTestId("order-stop-loss-error")).toBeHidden();

  await sheet.getByTestId("order-pending").click();
  await expect(sheet.locator("#order-price")).toHaveValue(/^1\.10\d{3}$/);
  await sheet.locator("#order-price").fill("");
  await sheet.getByTestId("order-confirm").click();
  await expect(sheet.getByTestId("order-price-error")).toHaveText("Enter the price for a pending order");
  await expect(sheet).toBeVisible();
});

test("a closed market disables buy and sell with the reason, and they come back when it reopens", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  await openTrade(page, request, "GBPUSD", "1.30000");
  await expect(page.getByTestId("trade-buy")).toBeEnabled();

  await closeMarket(request, "GBPUSD");
  await expect(page.getByTestId("trade-buy")).toBeDisabled();
  await expect(page.getByTestId("trade-sell")).toBeDisabled();
  await expect(page.getByTestId("trade-block")).toHaveText("The market is closed");

  await reopenMarket(request, "GBPUSD", "1.30100");
  await expect(page.getByTestId("trade-block")).toBeHidden();
  await expect(page.getByTestId("trade-buy")).toBeEnabled();
});

test("home's badge of a closed market reads in both themes", async ({ page, request }) => {
  await closeMarket(request, "GBPUSD");
  try {
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/?lang=en");
      await expect(page.locator('[data-testid="quote-item"][data-code="GBPUSD"] [data-testid="quote-change"]')).toHaveText("Closed");
      expect(await wcagViolations(page), theme).toEqual([]);
    }
  } finally {
    await reopenMarket(request, "GBPUSD", "1.30000");
  }
});

test("an instrument with no leverage configured cannot be traded, and says so", async ({ page, request }) => {
  const coin = await openTrade(page, request, "COIN", "312.90");
  expect(coin.HasForexMultiple).toEqual([]);
  await expect(page.getByTestId("trade-buy")).toBeDisabled();
  await expect(page.getByTestId("trade-sell")).toBeDisabled();
  await expect(page.getByTestId("trade-block")).toHaveText("No leverage configured: an order cannot be placed for now");
});

test("an open market without a tick for 10 s disables trading until the next price", async ({ page, request }) => {
  await openTrade(page, request, "AUDUSD", "0.65000");
  await expect(page.getByTestId("trade-buy")).toBeEnabled();
  await expect(page.getByTestId("trade-block")).toHaveText("Prices are not updating: trading resumes with the next price", { timeout: 20_000 });
  await expect(page.getByTestId("trade-buy")).toBeDisabled();

  await pushPrice(request, "AUDUSD", "0.65010");
  await expect(page.getByTestId("trade-buy")).toBeEnabled();
});

test("an offline device cannot trade, and says so", async ({ page, context, request }) => {
  await openTrade(page, request, "NZDUSD", "0.56000");
  await expect(page.getByTestId("trade-buy")).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByTestId("trade-block")).toHaveText("You are offline: trading resumes when the connection is back");
  await expect(page.getByTestId("trade-sell")).toBeDisabled();
  await context.setOffline(false);
});


interface ShownLine {
  label: string;
  price: number;
  shown: boolean;
}

/** The order levels the chart drew (published on its element; the canvas holds no text). */
async function chartLines(page: Page): Promise<ShownLine[]> {
  return JSON.parse((await page.getByTestId("chart").getAttribute("data-lines")) ?? "[]") as ShownLine[];
}

test("a demo user buys the minimum lots and sees the position, its stop loss and take profit as lines on the chart", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  const eurusd = await openTrade(page, request, "EURUSD", "1.10000");
  const ask = eurusd.ForexQuotations.Ask;
  await expect(page.getByTestId("chart")).toHaveAttribute("data-lines", "[]");

  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.locator("#order-stop-loss").fill("1.09900");
  await sheet.locator("#order-take-profit").fill("1.10100");
  const placed = page.waitForResponse((r) => r.url().includes("/v1/api/forex/submit"));
  await sheet.getByTestId("order-confirm").click();
  const submit = await placed;
  expect(submit.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(((await submit.json()) as { code: number }).code).toBe(1);
  await expect(sheet).toBeHidden();

  const lots = eurusd.ForexMinCont;
  await expect.poll(() => chartLines(page)).toEqual([
    { label: `Buy ${lots}`, price: Number(ask), shown: true },
    { label: "SL", price: 1.099, shown: expect.any(Boolean) as unknown as boolean },
    { label: "TP", price: 1.101, shown: expect.any(Boolean) as unknown as boolean },
  ]);
});

test("a pending buy limit is drawn at its price and becomes a position when the Ask comes down to it", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  const gbpusd = await openTrade(page, request, "GBPUSD", "1.30000");
  const lots = gbpusd.ForexMinCont;
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.getByTestId("order-pending").click();
  await sheet.locator("#order-price").fill("1.29950");
  await pushPrice(request, "GBPUSD", "1.30000");
  await sheet.getByTestId("order-confirm").click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => chartLines(page)).toEqual([{ label: `Buy limit ${lots}`, price: 1.2995, shown: expect.any(Boolean) as unknown as boolean }]);

  // A Bid this far below puts the Ask (Bid + spread) under the limit: the order fills at its own price.
  await pushPrice(request, "GBPUSD", "1.29900");
  await expect.poll(() => chartLines(page)).toEqual([{ label: `Buy ${lots}`, price: 1.2995, shown: true }]);
});
