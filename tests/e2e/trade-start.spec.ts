import { expect, test } from "@playwright/test";

// No service worker: the page's code comes from the network, as on a first visit.
test.use({ serviceWorkers: "block" });

test("/trade paints its risk warning before it asks for the chart's or the instrument drawer's code", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { warningPainted: undefined as number | undefined };
    Object.assign(window, { pipwiseTradeStart: seen });
    new PerformanceObserver((list) => {
      // paintTime is the rendering step that painted it, which the page waits for; startTime is when the
      // compositor showed that frame, a frame or more later on a slow machine (636.5 against 652 ms in CI).
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; paintTime: number })[]) {
        if (entry.element?.matches('[data-testid="risk-warning-line"]')) seen.warningPainted ??= entry.paintTime;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("chart").locator("canvas").first()).toBeVisible();
  const { warningPainted, chartAsked, drawerAsked } = await page.evaluate(() => ({
    warningPainted: (window as unknown as { pipwiseTradeStart: { warningPainted?: number } }).pipwiseTradeStart.warningPainted,
    chartAsked: performance.getEntriesByType("resource").find((entry) => /\/assets\/(candle-chart|chart-with-orders)-[^/]+\.js$/.test(entry.name))?.startTime,
    // The drawer's list of instruments is drawn by the sheet's and the instrument line's code, in chunks of their own.
    drawerAsked: performance.getEntriesByType("resource").find((entry) => /\/assets\/(instrument-drawer|sheet|instrument-line)-[^/]+\.(js|css)$/.test(entry.name))?.startTime,
  }));
  expect(warningPainted, "the risk warning painted as the page's largest paint").toBeDefined();
  expect(chartAsked, "the chart's code asked for").toBeDefined();
  expect(chartAsked!, "the chart's code asked for after the warning painted").toBeGreaterThanOrEqual(warningPainted!);
  expect(drawerAsked, "the drawer's code asked for").toBeDefined();
  expect(drawerAsked!, "the drawer's code asked for after the warning painted").toBeGreaterThanOrEqual(warningPainted!);
});

test("a first visit to /trade asks for the decimal library only with the chart's code, after the page has painted", async ({ page }) => {
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("chart").locator("canvas").first()).toBeVisible();
  const decimalChunk = /^\/assets\/decimal-[^/]+\.js$/;
  const firstChunks = JSON.parse((await page.locator('meta[name="pipwise-first-chunks"]').getAttribute("content"))!) as { pages: Record<string, string[]> };
  expect(firstChunks.pages["/order"]!.some((path) => decimalChunk.test(path)), "the library's chunk goes by that name (/order starts with it)").toBe(true);
  const asked = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })));
  const askedAt = (pattern: RegExp) => asked.find(({ path }) => pattern.test(path))?.at;
  const chartAsked = askedAt(/^\/assets\/(candle-chart|chart-with-orders)-[^/]+\.js$/);
  expect(chartAsked, "the chart's code asked for").toBeDefined();
  expect(askedAt(decimalChunk) ?? Infinity, "the decimal library asked for with the chart's code, not before").toBeGreaterThanOrEqual(chartAsked!);
});
