import { expect, test } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { formatExactPercent } from "#domain/format/format-price.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { instrumentByCode } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket({ TRADE_FEE_TYPE: "2" });
});
test.afterAll(stopScriptedMarket);

test("under the margin-based fee the ticket says how the fee is computed, and the fee falls as the leverage rises", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  const eurusd = await instrumentByCode(request, "EURUSD");
  await page.goto(`/trade?id=${eurusd.Id}&lang=en`);
  await pushPrice(request, "EURUSD", "1.10000");
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  const percent = formatExactPercent(dec(eurusd.ForexFeeRate).times(100).toFixed(), "en");
  await expect(sheet.getByTestId("preview-fee-basis")).toHaveText(`The fee is ${percent} of the margin, so it rises as the leverage falls.`);

  const fee = async () => Number((await sheet.getByTestId("preview-fee").innerText()).replace(/[^\d.]/g, ""));
  await sheet.getByTestId("leverage-option").first().click();
  await expect(sheet.getByTestId("preview-fee")).toHaveText(/\d/);
  const atLowest = await fee();
  await sheet.getByTestId("leverage-option").last().click();
  await expect.poll(fee).toBeLessThan(atLowest);
});
