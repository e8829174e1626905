import { expect, test } from "@playwright/test";
import { chartWindow, expectCandlesDrawn } from "../support/chart.ts";

const BOUNDARY: Record<string, { period: string; opens: (time: Date) => boolean }> = {
  "4H": { period: "4hour", opens: (time) => time.getUTCHours() % 4 === 0 && time.getUTCMinutes() === 0 },
  "1W": { period: "1week", opens: (time) => time.getUTCDay() === 1 && time.getUTCHours() === 0 },
  MN: { period: "1mon", opens: (time) => time.getUTCDate() === 1 && time.getUTCHours() === 0 },
};

for (const [label, { period, opens }] of Object.entries(BOUNDARY)) {
  test(`${label} candles start on their UTC boundary and stay on the chart from the device's cache when the server cannot answer`, async ({ page }) => {
    await page.goto("/trade?lang=en");
    await page.getByTestId(`period-${label}`).click();
    const chart = page.getByTestId("chart");
    await expect(chart).toHaveAttribute("data-period", period);
    await expectCandlesDrawn(chart);
    const shown = await chartWindow(chart);
    for (const time of [shown.first, shown.last]) expect(opens(new Date(time * 1000)), new Date(time * 1000).toISOString()).toBe(true);

    await page.route("**/v1/api/forex/kline?**", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(chart).toHaveAttribute("data-period", period);
    await expectCandlesDrawn(chart);
    await expect(page.getByTestId("chart-as-of")).toHaveText(/^as of \d\d:\d\d$/);
    expect((await chartWindow(chart)).candles).toBeGreaterThanOrEqual(shown.candles);
  });
}
