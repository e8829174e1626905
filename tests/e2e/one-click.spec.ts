import { expect, test, type Page } from "@playwright/test";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { catalogText, demoByApi, storeSession } from "./accounts-helpers.ts";
import { instrumentByCode, ordersOf } from "./trading-helpers.ts";
import { expectHomeRows } from "../support/quotes.ts";

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const lang of ["en", "ar"]) {
  test(`one-click trading is off until turned on through its warning, then a tap opens a position (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const session = await demoByApi(request);
    await storeSession(page, session);
    const { Id } = await instrumentByCode(request, "EURUSD");

    await page.goto(`/trade?id=${Id}&lang=${lang}`);
    await expect(page.getByTestId("trade-buy")).toBeVisible();
    await expect(page.getByTestId("one-click-bar")).toHaveCount(0);

    await page.goto(`/mine/system?lang=${lang}`);
    const toggle = page.getByTestId("one-click-switch");
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const warning = page.getByTestId("one-click-warning");
    await expect(warning).toContainText(await catalogText(lang, generateMessageId("Turn on one-click trading?")));
    await warning.getByTestId("confirm-cancel").click();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await page.getByTestId("one-click-warning").getByTestId("confirm-ok").click();
    await expect(toggle).toBeChecked();

    await page.goto(`/?lang=${lang}`);
    await expectHomeRows(page);
    await expect(page.locator('[data-testid="one-click-bar"][data-code="EURUSD"]')).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);

    await page.goto(`/trade?id=${Id}&lang=${lang}`);
    const bar = page.getByTestId("one-click-bar");
    await expect(bar.getByTestId("one-click-buy")).toBeEnabled();
    await bar.getByTestId("one-click-lots").fill("0.037");
    await bar.getByTestId("one-click-lots").press("Enter");
    await expect(bar.getByTestId("one-click-lots")).toHaveValue("0.03");
    await bar.getByTestId("one-click-buy").click();
    await expect(page.getByTestId("toast").filter({ hasText: await catalogText(lang, "server.order_placed") })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);

    const { data: holding } = await ordersOf(request, session, 1);
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatchObject({ OrderType: 1, ForexTradeLists: { Id } });
    expect(Number(holding[0]!.Quantity)).toBe(0.03);
    await page.goto(`/order?lang=${lang}`);
    await expect(page.locator(`[data-testid="holding-row"][data-order-id="${holding[0]!.Id}"]`)).toBeVisible();

    await page.reload();
    await page.goto(`/mine/system?lang=${lang}`);
    await expect(page.getByTestId("one-click-switch")).toBeChecked();
  });
}
