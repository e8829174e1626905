import { expect, test, type Locator } from "@playwright/test";
import { PERIOD_BAR } from "#domain/instrument.ts";
import { axisLabels, chartWindow, dragChart, expectCandlesDrawn, openChart, tapCandle } from "../support/chart.ts";

/** What the chart last drew from a data-* hook holding JSON. */
async function drawn<T>(chart: Locator, hook: string): Promise<T> {
  return JSON.parse((await chart.getAttribute(hook)) ?? "null") as T;
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

for (const lang of ["en", "ar"]) {
  test(`in ${lang}, the crosshair tags its close on the price scale and its time on the time axis, and its readout leaves the price scale clear`, async ({ page }) => {
    const { chart, candles } = await openChart(page, lang);
    const precision = Number((await page.getByTestId("sell-price").textContent())!.split(".")[1]?.length ?? 0);
    const readout = await tapCandle(page, chart, 0.4);
    const time = Number(await readout.getAttribute("data-time"));
    const candle = candles.find((c) => c.Time === time)!;
    await expect.poll(() => drawn(chart, "data-crosshair-tags")).toEqual({
      price: Number(candle.Close).toFixed(precision),
      time: (await page.getByTestId("crosshair-time").textContent())!.trim(),
    });
    const priceScale = (await chart.boundingBox())!.x + Number(await chart.getAttribute("data-plot-right"));
    const { x, width } = (await readout.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(priceScale);
  });
}

test("the chart draws the live Bid line, and the Ask line when it is in range, at the prices of the buttons", async ({ page }) => {
  const { chart } = await openChart(page, "en");
  const shown = () => Promise.all([drawn<{ bid?: string; ask?: string }>(chart, "data-live"), page.getByTestId("sell-price").textContent(), page.getByTestId("buy-price").textContent()]);
  await expect.poll(async () => {
    const [live, bid, ask] = await shown();
    return live.bid === bid && (live.ask === undefined || live.ask === ask);
  }).toBe(true);
  expect((await drawn<{ bid?: string }>(chart, "data-live")).bid).toMatch(/^\d+(\.\d+)?$/);
});

test("after a pan or a zoom the chart offers to go back to the latest candles", async ({ page }) => {
  const { chart } = await openChart(page, "en");
  const latest = page.getByTestId("chart-latest");
  const start = await chartWindow(chart);
  await expect(latest).toBeHidden();

  await dragChart(page, chart, 200);
  await expect(latest).toBeVisible();
  await latest.click();
  await expect(latest).toBeHidden();
  await expect.poll(async () => (await chartWindow(chart)).last).toBeGreaterThanOrEqual(start.last);

  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await expect(latest).toBeVisible();
  await latest.click();
  await expect.poll(async () => (await chartWindow(chart)).visible).toBe(start.visible);
  await expect(latest).toBeHidden();
});

test("in Arabic the periods still run short to long from the left", async ({ page }) => {
  await page.goto("/trade?lang=ar");
  const lefts: number[] = [];
  for (const { label } of PERIOD_BAR) lefts.push((await page.getByTestId(`period-${label}`).boundingBox())!.x);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
});
