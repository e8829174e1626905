import { devices, expect, test, type Page } from "@playwright/test";
import { expectHomeRows } from "../support/quotes.ts";
import { expectCandlesDrawn } from "../support/chart.ts";

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("home has no horizontal overflow", async ({ page }) => {
    await page.goto("/");
    await expectHomeRows(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test("trade has no horizontal overflow", async ({ page }) => {
    await page.goto("/trade");
    await expectCandlesDrawn(page.getByTestId("chart"));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test("Arabic home has no horizontal overflow", async ({ page }) => {
    await page.goto("/?lang=ar");
    await expectHomeRows(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });
});

test.describe("in a desktop browser", () => {
  const { defaultBrowserType: _ignored, ...desktop } = devices["Desktop Chrome"];
  test.use({ ...desktop, viewport: { width: 1280, height: 800 } });

  test("the phone layout is shown centred", async ({ page }) => {
    await page.goto("/");
    await expectHomeRows(page);
    await expect(page.locator("html")).toHaveAttribute("data-desktop", "");
    const app = (await page.locator(".app").boundingBox())!;
    expect(app.width).toBeLessThanOrEqual(600);
    const leftGap = app.x;
    const rightGap = 1280 - (app.x + app.width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(2);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  });
});
