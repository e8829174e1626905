import { expect, test, type Locator, type Page } from "@playwright/test";
import { PERIOD_BAR, type Candle } from "#domain/instrument.ts";
import { axisLabels, expectCandlesDrawn } from "../support/chart.ts";

async function openChart(page: Page, lang: string): Promise<{ chart: Locator; candles: Candle[] }> {
  const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
  await page.goto(`/trade?lang=${lang}`);
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);
  return { chart, candles: ((await (await history).json()) as { data: Candle[] }).data };
}

test("the spread between the buttons says it counts points", async ({ page }) => {
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("trade-spread")).toHaveText(/^Spread \d+ pts$/);
});

test("the time axis dates its clocks when the candles on screen span days", async ({ page }) => {
  const { chart } = await openChart(page, "en");
  await page.getByTestId("period-15M").click();
  await expect(chart).toHaveAttribute("data-period", "15min");
  await expectCandlesDrawn(chart);
  await expect.poll(() => axisLabels(chart)).toMatch(/\d\d:\d\d\n\d\d-\d\d/);
});

test("in Arabic the periods still run short to long from the left", async ({ page }) => {
  await page.goto("/trade?lang=ar");
  const lefts: number[] = [];
  for (const { label } of PERIOD_BAR) lefts.push((await page.getByTestId(`period-${label}`).boundingBox())!.x);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
});
