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

  test("the phone-width app sits in a designed frame on a page that is not black", async ({ page }) => {
    await page.goto("/");
    await expectHomeRows(page);
    const app = (await page.locator(".app").boundingBox())!;
    expect(app.width).toBeGreaterThanOrEqual(420);
    expect(app.width).toBeLessThanOrEqual(480);
    expect(Math.abs(app.x - (1280 - app.x - app.width))).toBeLessThanOrEqual(2);

    const look = await page.evaluate(() => {
      const luminance = (color: string) => {
        const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const body = getComputedStyle(document.body);
      const app = getComputedStyle(document.querySelector(".app")!);
      return {
        page: luminance(body.backgroundColor),
        app: luminance(app.backgroundColor),
        pattern: body.backgroundImage,
        shadow: app.boxShadow,
        tabBar: document.querySelector("[data-testid=tab-bar]")!.getBoundingClientRect().toJSON() as DOMRect,
      };
    });
    // Lighter than the app it frames, so the frame reads as a phone on a desk rather than a black void.
    expect(look.page).toBeGreaterThan(0.015);
    expect((look.page + 0.05) / (look.app + 0.05)).toBeGreaterThan(1.2);
    expect(look.pattern).toContain("gradient");
    expect(look.shadow).not.toBe("none");
    // The tab bar belongs to the frame, not to the whole window.
    expect(Math.abs(look.tabBar.x - app.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(look.tabBar.width - app.width)).toBeLessThanOrEqual(1);
  });
});
