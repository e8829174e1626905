import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Instrument } from "#domain/instrument.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { instrumentByCode } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

/** A logged-in demo user on /trade for `code` in `lang`, the Bid at `bid`. */
async function onTrade(page: Page, request: APIRequestContext, code: string, bid: string, lang = "en"): Promise<Instrument> {
  await storeSession(page, await demoByApi(request));
  const { Id } = await instrumentByCode(request, code);
  await page.goto(`/trade?id=${Id}&lang=${lang}`);
  await expect(page.getByTestId("instrument-drawer")).toHaveText(/\w/);
  await pushPrice(request, code, bid);
  return instrumentByCode(request, code);
}

const leftOf = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!.x;

test("the ticket names every stop loss and take profit problem at once", async ({ page, request }) => {
  await onTrade(page, request, "EURUSD", "1.10000");
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.locator("#order-stop-loss").fill("1.20000");
  await sheet.locator("#order-take-profit").fill("1.00000");
  await expect(sheet.getByTestId("order-stop-loss-error")).toHaveText("The stop loss must be on the losing side of the entry price");
  await expect(sheet.getByTestId("order-take-profit-error")).toHaveText("The take profit must be on the winning side of the entry price");
});

test("a pending order is named Buy limit, Buy stop, Sell limit or Sell stop before it is placed, as its price sits against the market", async ({ page, request }) => {
  const eurusd = await onTrade(page, request, "EURUSD", "1.10000");
  expect(Number(eurusd.ForexQuotations.Ask)).toBeLessThan(1.101);
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.getByTestId("order-pending").click();
  const price = sheet.locator("#order-price");
  const kind = sheet.getByTestId("order-kind");

  await price.fill("1.09000");
  await expect(kind).toHaveText("Buy limit");
  await price.fill("1.11000");
  await expect(kind).toHaveText("Buy stop");
  await sheet.getByTestId("order-sell").click();
  await expect(kind).toHaveText("Sell limit");
  await price.fill("1.09000");
  await expect(kind).toHaveText("Sell stop");
  await price.fill("");
  await expect(kind).toBeHidden();
});

test("the ticket offers again the lots and leverage last placed on an instrument, and only on that one", async ({ page, request }) => {
  const eurusd = await onTrade(page, request, "EURUSD", "1.10000");
  const sheet = page.getByTestId("order-sheet");
  await page.getByTestId("trade-buy").click();
  await sheet.getByTestId("lots-plus").click();
  await sheet.getByTestId("lots-plus").click();
  const lots = await sheet.locator("#order-lots").inputValue();
  expect(lots).not.toBe(eurusd.ForexMinCont);
  await sheet.getByTestId("leverage-option").last().click();
  await sheet.getByTestId("order-confirm").click();
  await expect(sheet).toBeHidden();

  await page.getByTestId("trade-sell").click();
  await expect(sheet.locator("#order-lots")).toHaveValue(lots);
  await expect(sheet.getByTestId("leverage-option").last()).toHaveAttribute("aria-checked", "true");
  await sheet.getByRole("button", { name: "Close" }).click();

  const gbpusd = await instrumentByCode(request, "GBPUSD");
  await page.goto(`/trade?id=${gbpusd.Id}&lang=en`);
  await pushPrice(request, "GBPUSD", "1.30000");
  await page.getByTestId("trade-buy").click();
  await expect(sheet.locator("#order-lots")).toHaveValue(gbpusd.ForexMinCont);
  await expect(sheet.getByTestId("leverage-option").first()).toHaveAttribute("aria-checked", "true");
});

test("under the per-lot fee, the default, the ticket has no note on how the fee grows with the margin", async ({ page, request }) => {
  await onTrade(page, request, "EURUSD", "1.10000");
  await page.getByTestId("trade-buy").click();
  await expect(page.getByTestId("preview-fee")).toHaveText(/\d/);
  await expect(page.getByTestId("preview-fee-basis")).toBeHidden();
});

test("in Arabic, Sell stays left of Buy on the trade screen and in the ticket", async ({ page, request }) => {
  await onTrade(page, request, "EURUSD", "1.10000", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await leftOf(page, "trade-sell")).toBeLessThan(await leftOf(page, "trade-buy"));
  await page.getByTestId("trade-buy").click();
  await expect(page.getByTestId("order-sheet")).toBeVisible();
  expect(await leftOf(page, "order-sell")).toBeLessThan(await leftOf(page, "order-buy"));
});

test.describe("on a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const lang of ["en", "ru", "ar"]) {
    test(`the ticket's submit button stays on screen, for a pending order with messages under its fields too (${lang})`, async ({ page, request }) => {
      await onTrade(page, request, "EURUSD", "1.10000", lang);
      await page.getByTestId("trade-buy").click();
      const sheet = page.getByTestId("order-sheet");
      const confirm = sheet.getByTestId("order-confirm");
      await expect(confirm).toBeInViewport({ ratio: 1 });

      await sheet.getByTestId("order-pending").click();
      await sheet.locator("#order-stop-loss").fill("1.20000");
      await sheet.locator("#order-take-profit").fill("1.00000");
      await expect(sheet.getByTestId("order-take-profit-error")).toBeVisible();
      await expect(confirm).toBeInViewport({ ratio: 1 });
    });
  }
});
