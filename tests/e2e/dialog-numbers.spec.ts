import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { instrumentByCode, submitMinimum } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  // The fee as a share of the margin, so the ticket states its rate.
  await startScriptedMarket({ TRADE_FEE_TYPE: "2" });
});
test.afterAll(stopScriptedMarket);

// EURUSD's seeded minimum is 0.01 lots and its fee rate 0.005 of the margin; a fresh demo account's margin level after one such order runs to six digits. German writes the percent sign after a no-break space.
const SHOWN = {
  en: {
    close: "Close 0.01 lots of EUR/USD at the market price?",
    lots: "0.01 lots",
    feeBasis: "The fee is 0.5% of the margin, so it rises as the leverage falls.",
    marginLevel: /^\d{1,3}(,\d{3})+\.\d\d%$/,
  },
  de: {
    close: "0,01 Lots EUR/USD zum Marktpreis schließen?",
    lots: "0,01 Lots",
    feeBasis: "Die Gebühr beträgt 0,5\u00a0% der Marge und steigt daher, je niedriger der Hebel ist.",
    marginLevel: /^\d{1,3}(\.\d{3})+,\d\d\u00a0%$/,
  },
};

for (const [lang, shown] of Object.entries(SHOWN)) {
  test(`the order ticket's preview writes the fee rate and the margin level as ${lang} does`, async ({ page, request }) => {
    const session = await demoByApi(request);
    await storeSession(page, session);
    const eurusd = await instrumentByCode(request, "EURUSD");
    await pushPrice(request, "EURUSD", "1.10000");

    await page.goto(`/trade?id=${eurusd.Id}&lang=${lang}`);
    await page.getByTestId("trade-buy").click();
    const sheet = page.getByTestId("order-sheet");
    await expect(sheet.getByTestId("preview-fee-basis")).toHaveText(shown.feeBasis);
    await expect(sheet.getByTestId("preview-margin-level")).toHaveText(shown.marginLevel);
  });

  test(`the close dialog and the position's card write its lots as ${lang} does`, async ({ page, request }) => {
    const session = await demoByApi(request);
    await storeSession(page, session);
    await pushPrice(request, "EURUSD", "1.10000");
    const order = await submitMinimum(request, session, { code: "EURUSD" });
    await page.goto(`/order?lang=${lang}`);
    const position = page.locator(`[data-testid="holding-row"][data-order-id="${order.Id}"]`);
    await position.getByTestId("close-position").click();
    await expect(page.getByTestId("close-dialog")).toContainText(shown.close);
    await page.getByTestId("close-dialog").getByTestId("confirm-cancel").click();
    await expect(position.locator(".order-lots")).toHaveText(shown.lots);
  });
}
