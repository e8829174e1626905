import { expect, test } from "@playwright/test";

// No service worker: the page's code comes from the network, as on a first visit.
test.use({ serviceWorkers: "block" });

test("/trade paints its risk warning before it asks for the chart's code", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { warningPainted: undefined as number | undefined };
    Object.assign(window, { pipwiseTradeStart: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        if (entry.element?.matches('[data-testid="risk-warning-line"]')) seen.warningPainted ??= entry.startTime;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("chart").locator("canvas").first()).toBeVisible();
  const { warningPainted, chartAsked } = await page.evaluate(() => ({
    warningPainted: (window as unknown as { pipwiseTradeStart: { warningPainted?: number } }).pipwiseTradeStart.warningPainted,
    chartAsked: performance.getEntriesByType("resource").find((entry) => /\/assets\/(candle-chart|chart-with-orders)-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(warningPainted, "the risk warning painted as the page's largest paint").toBeDefined();
  expect(chartAsked, "the chart's code asked for").toBeDefined();
  expect(chartAsked!, "the chart's code asked for after the warning painted").toBeGreaterThanOrEqual(warningPainted!);
});
