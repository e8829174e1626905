import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { holdingRow, ordersOf, submitMinimum } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL, viewport: { width: 360, height: 740 } });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

for (const lang of ["en", "ar"]) {
  test(`closes one instrument's positions after a confirmation listing them, then lists what closed (${lang})`, async ({ page, request }) => {
    const session = await demoByApi(request);
    await storeSession(page, session);
    await pushPrice(request, "EURUSD", "1.10000");
    await pushPrice(request, "GBPUSD", "1.30000");
    const euro = [await submitMinimum(request, session, { code: "EURUSD" }), await submitMinimum(request, session, { code: "EURUSD", type: 2 })];
    const pound = await submitMinimum(request, session, { code: "GBPUSD" });
    await page.goto(`/order?lang=${lang}`);
    await expect(holdingRow(page, pound.Id)).toBeVisible();

    const eurusd = euro[0]!.ForexTradeLists;
    await page.getByTestId("bulk-instrument").selectOption({ label: eurusd.ShowCode });
    await page.getByTestId("close-all").click();
    const dialog = page.getByTestId("bulk-close-dialog");
    const listed = dialog.getByTestId("bulk-close-list").locator("li");
    await expect(listed).toHaveCount(2);
    expect(await listed.evaluateAll((items) => items.map((li) => Number(li.getAttribute("data-order-id"))).sort())).toEqual(euro.map((o) => o.Id).sort());
    await expect(listed.first()).toContainText(eurusd.ShowCode);
    await expect(dialog).toContainText(lang === "ar" ? "المراكز التي ستُغلق بسعر السوق: 2" : "Positions to close at the market price: 2.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByTestId("confirm-ok").click();

    const result = page.getByTestId("bulk-close-result");
    await expect(result.getByTestId("bulk-closed").locator("li")).toHaveCount(2);
    await expect(result).toContainText(lang === "ar" ? "أُغلقت: 2" : "Closed: 2. Total result:");
    await expect(result.getByTestId("bulk-refused")).toHaveCount(0);
    await result.getByTestId("bulk-close-done").click();
    await expect(result).toBeHidden();
    for (const order of euro) await expect(holdingRow(page, order.Id)).toBeHidden();
    await expect(holdingRow(page, pound.Id)).toBeVisible();
    expect((await ordersOf(request, session, 1)).data.map((o) => o.Id)).toEqual([pound.Id]);
  });
}
