import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { submitMinimum } from "./trading-helpers.ts";

for (const lang of ["en", "ar", "de"]) {
  test(`shots ${lang}`, async ({ page, request }) => {
    const session = await demoByApi(request);
    await storeSession(page, session);
    const order = await submitMinimum(request, session, { code: "EURUSD", stopLoss: "0.5" });
    await submitMinimum(request, session, { code: "EURUSD", target: "0.9" });
    await page.goto(`/order?lang=${lang}`);
    await expect(page.locator(`[data-order-id="${order.Id}"]`)).toBeVisible();
    await page.screenshot({ path: `/tmp/ou/order-${lang}.png`, fullPage: true });
    await page.getByTestId("set-stops").first().click();
    await page.screenshot({ path: `/tmp/ou/stops-${lang}.png` });
    await page.keyboard.press("Escape");
    await page.getByTestId("close-position").first().click();
    await page.getByTestId("confirm-ok").click();
    await page.getByTestId("orders-tab-history").click();
    await expect(page.getByTestId("history-row").first()).toBeVisible();
    await page.screenshot({ path: `/tmp/ou/history-${lang}.png`, fullPage: true });
    await page.getByTestId("orders-tab-dealing").click();
    await page.screenshot({ path: `/tmp/ou/dealing-${lang}.png`, fullPage: true });
    await page.goto(`/mine/history`);
    await expect(page.getByTestId("ledger-row").first()).toBeVisible();
    await page.screenshot({ path: `/tmp/ou/ledger-${lang}.png`, fullPage: true });
  });
}
