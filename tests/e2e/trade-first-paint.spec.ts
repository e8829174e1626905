import { expect, test, type Page } from "@playwright/test";

// Scripts must come from the network, where the test can hold them back, not from the service worker's cache.
test.use({ serviceWorkers: "block" });

/** Holds whichever script carries the chart library (it holds uPlot's plot-area class name) until `until`. */
async function holdChartCode(page: Page, until: Promise<void>): Promise<void> {
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes("u-over")) await until;
    await route.fulfill({ response, body });
  });
}

test("the trade page shows its prices and buttons while the chart's code is still on its way, and the chart takes its place without moving them", async ({ page }) => {
  let release = () => {};
  await holdChartCode(page, new Promise<void>((resolve) => (release = resolve)));

  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
  await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
  await expect(page.getByTestId("chart")).toHaveCount(0);
  const buttonsTop = async () => (await page.getByTestId("trade-buy").boundingBox())?.y;
  const topBefore = await buttonsTop();

  release();
  await expect(page.getByTestId("chart").locator("canvas").first()).toBeVisible();
  expect(await buttonsTop()).toBe(topBefore);
});

test("the chart's plot stays where it was painted when its candles come after it", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { pipwiseShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        if (entry.value > 0) shifts.push(entry.sources.map(({ node }) => (node instanceof Element ? node.className : node?.nodeName)).join(", "));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  let release = () => {};
  const candlesHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v1/api/forex/kline?**", async (route) => {
    await candlesHeld;
    await route.continue();
  });

  await page.goto("/trade?lang=en");
  const chart = page.getByTestId("chart");
  await expect(chart.locator(".u-over")).toHaveCount(1);
  await expect(page.getByTestId("chart-empty")).toBeVisible();
  // Two frames: the empty plot has been painted before its candles come.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  release();
  await expect(chart).toHaveAttribute("data-candles", /^[1-9]/);
  await expect(chart.locator("canvas").first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { pipwiseShifts: string[] }).pipwiseShifts)).toEqual([]);
});

test("the chart's first draw already shows the candles that came before its code, so no empty plot is painted to move", async ({ page }) => {
  await page.addInitScript(() => {
    const draws: string[] = [];
    Object.assign(window, { pipwiseChartDraws: draws });
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof HTMLElement && target.dataset.testid === "chart") draws.push(`${target.className}: ${target.dataset.candles} candles`);
      }
    }).observe(document, { subtree: true, attributeFilter: ["data-draws"] });
  });
  let candlesIn = () => {};
  const candlesAnswered = new Promise<void>((resolve) => (candlesIn = resolve));
  page.on("requestfinished", (request) => {
    if (request.url().includes("/v1/api/forex/kline")) candlesIn();
  });
  await holdChartCode(page, candlesAnswered);

  await page.goto("/trade?lang=en");
  const chart = page.getByTestId("chart");
  await expect(chart).toHaveAttribute("data-candles", /^[1-9]/);
  const draws = await page.evaluate(() => (window as unknown as { pipwiseChartDraws: string[] }).pipwiseChartDraws);
  expect(draws[0]).toMatch(/^chart: [1-9]\d* candles$/);
});
