import { expect, test, type Locator, type Page } from "@playwright/test";
import { wcagViolations } from "../support/axe.ts";
import { expectCandlesDrawn } from "../support/chart.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";

type Rgb = [number, number, number];
const DARK = { bg: "rgb(13, 17, 23)", green: [22, 199, 132] as Rgb, red: [246, 85, 96] as Rgb, greenFill: "rgb(12, 133, 88)", redFill: "rgb(217, 48, 59)" };
const LIGHT = { bg: "rgb(255, 255, 255)", green: [6, 112, 70] as Rgb, red: [196, 34, 45] as Rgb, greenFill: "rgb(6, 112, 70)", redFill: "rgb(196, 34, 45)" };

/** Pixels of the chart's canvas painted in each colour (the canvas holds no elements to read). */
async function pixelsOf(chart: Locator, colours: Rgb[]): Promise<number[]> {
  return chart.evaluate((el, wanted) => {
    const canvas = el.querySelector("canvas")!;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const counts = wanted.map(() => 0);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 200) continue;
      wanted.forEach(([r, g, b], at) => {
        if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 12) counts[at]!++;
      });
    }
    return counts;
  }, colours);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const buyFill = (page: Page) => page.getByTestId("trade-buy").evaluate((el) => getComputedStyle(el).backgroundColor);

/** /trade on daily candles, whose few candles barely move while the test looks. */
async function dailyChart(page: Page, lang: string): Promise<Locator> {
  await page.goto(`/trade?lang=${lang}`);
  await page.getByTestId("period-1D").click();
  const chart = page.getByTestId("chart");
  await expect(chart).toHaveAttribute("data-period", "1day");
  await expectCandlesDrawn(chart);
  return chart;
}

/** The same page loaded again: the trade page keeps its daily period. */
async function reloaded(page: Page): Promise<Locator> {
  await page.goto("/trade?lang=en");
  const chart = page.getByTestId("chart");
  await expect(chart).toHaveAttribute("data-period", "1day");
  await expectCandlesDrawn(chart);
  return chart;
}

test("settings switch to the light theme and red up; quotes, buttons and candles follow, and a reload keeps them", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  const chart = await dailyChart(page, "en");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await buyFill(page)).toBe(DARK.greenFill);
  const [greenBefore, redBefore] = await pixelsOf(chart, [DARK.green, DARK.red]);
  expect(greenBefore! + redBefore!).toBeGreaterThan(100);

  await page.goto("/mine/system?lang=en");
  await page.getByTestId("theme-light").check();
  await page.getByTestId("up-down-red-up").check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await bodyBackground(page)).toBe(LIGHT.bg);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");

  for (const pass of ["chosen", "after a reload"]) {
    const chartNow = pass === "chosen" ? await dailyChart(page, "en") : await reloaded(page);
    expect(await bodyBackground(page), pass).toBe(LIGHT.bg);
    expect(await buyFill(page), pass).toBe(LIGHT.redFill);
    // The same candles in the light theme's colours, rising ones red and falling ones green.
    await expect.poll(async () => (await pixelsOf(chartNow, [DARK.green, DARK.red])).join(), { message: pass }).toBe("0,0");
    const [greenAfter, redAfter] = await pixelsOf(chartNow, [LIGHT.green, LIGHT.red]);
    expect(Math.abs(redAfter! - greenBefore!), pass).toBeLessThanOrEqual(Math.max(200, greenBefore! * 0.2));
    expect(Math.abs(greenAfter! - redBefore!), pass).toBeLessThanOrEqual(Math.max(200, redBefore! * 0.2));
    await page.goto("/?lang=en");
    await expect(page.locator(".change-up, .change-down").first()).toBeVisible();
    for (const [selector, fill] of [[".change-up", LIGHT.redFill], [".change-down", LIGHT.greenFill]] as const) {
      const badge = page.locator(selector).first();
      if (await badge.count()) await expect(badge).toHaveCSS("background-color", fill);
    }
  }
});

test("with nothing chosen the theme follows the system's scheme, and a choice stays put when the system changes", async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/?lang=en");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await bodyBackground(page)).toBe(LIGHT.bg);

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await bodyBackground(page)).toBe(DARK.bg);

  await storeSession(page, await demoByApi(request));
  await page.goto("/mine/system?lang=en");
  await expect(page.getByTestId("theme-system")).toBeChecked();
  await page.getByTestId("theme-dark").check();
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await bodyBackground(page)).toBe(DARK.bg);
});

test("the chosen theme is on the page before its first frame", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("pipwise.theme", "light");
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameTheme?: string }).firstFrameTheme = document.documentElement.dataset.theme ?? "none";
    });
  });
  await page.goto("/?lang=en");
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme)).toBe("light");
});

test("Chinese colours rising prices red and English green until the device chooses", async ({ page }) => {
  await page.goto("/trade?lang=hk");
  await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
  expect(await buyFill(page)).toBe(DARK.redFill);
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
  expect(await buyFill(page)).toBe(DARK.greenFill);

  await page.evaluate(() => localStorage.setItem("pipwise.up-down", "green-up"));
  await page.goto("/trade?lang=hk");
  await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
  expect(await buyFill(page)).toBe(DARK.greenFill);
});

test("the line toggle draws the closes as a line instead of candles, kept after a reload", async ({ page }) => {
  const chart = await dailyChart(page, "en");
  await page.getByTestId("chart-kind").click();
  await expect(page.getByTestId("chart-kind")).toHaveAttribute("aria-pressed", "true");
  await expect(chart).toHaveAttribute("data-kind", "line");
  await expect.poll(async () => (await pixelsOf(chart, [DARK.green, DARK.red])).join()).toBe("0,0");
  await expect.poll(async () => (await pixelsOf(chart, [[240, 185, 11]]))[0]).toBeGreaterThan(50);

  await page.reload();
  await expect(page.getByTestId("chart")).toHaveAttribute("data-kind", "line");
  await page.getByTestId("chart-kind").click();
  await expect(page.getByTestId("chart")).toHaveAttribute("data-kind", "candles");
  await expectCandlesDrawn(page.getByTestId("chart"));
});

for (const theme of ["light", "dark"] as const) {
  test(`the Arabic settings in the ${theme} theme fit 360 px and pass axe's WCAG A and AA rules`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: theme });
    await storeSession(page, await demoByApi(request));
    await page.goto("/mine/system?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("up-down-choices")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto("/trade?lang=ar");
    await expect(page.getByTestId("period-MN")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
