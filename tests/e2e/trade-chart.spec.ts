import { expect, test, type Page } from "@playwright/test";
import { PERIOD_BAR, type Candle } from "#domain/instrument.ts";
import { axisLabels, candleCount, candlePixels, chartWindow, dragChart, drawCount, expectCandlesDrawn, pinchChart, swipeChart, tapCandle } from "../support/chart.ts";

test("the trade chart draws candles and reloads them for every period", async ({ page }) => {
  await page.goto("/trade");
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);

  for (const { label, period } of [...PERIOD_BAR].reverse()) {
    const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline") && new URL(r.url()).searchParams.get("period") === period);
    await page.getByTestId(`period-${label}`).click();
    expect((await history).ok()).toBe(true);
    await expect(chart).toHaveAttribute("data-period", period);
    await expect(page.getByTestId(`period-${label}`)).toHaveAttribute("aria-selected", "true");
    await expectCandlesDrawn(chart);
  }
});

/** /trade on 1-minute candles, drawn. */
async function openMinuteChart(page: Page) {
  await page.goto("/trade");
  const chart = page.getByTestId("chart");
  await page.getByTestId("period-1M").click();
  await expect(chart).toHaveAttribute("data-period", "1min");
  await expectCandlesDrawn(chart);
  return chart;
}

test("daily candles are fewer than minute candles over the same history", async ({ page }) => {
  const chart = await openMinuteChart(page);
  const minutes = await candleCount(chart);

  await page.getByTestId("period-1D").click();
  await expect(chart).toHaveAttribute("data-period", "1day");
  await expect.poll(() => candleCount(chart)).toBeGreaterThan(0);
  await expect.poll(() => candleCount(chart)).toBeLessThan(minutes);
});

test("the instrument drawer switches the chart to another instrument", async ({ page }) => {
  await page.goto("/trade");
  const toggle = page.getByTestId("instrument-drawer");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const shownBefore = (await toggle.textContent())!.trim();

  await toggle.click();
  const sheet = page.getByTestId("instrument-sheet");
  await expect(sheet).toBeVisible();
  const other = sheet.getByTestId("drawer-row").filter({ hasNotText: shownBefore }).nth(2);
  const otherCode = (await other.locator(".line-code").textContent())!.trim();
  const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
  await other.click();

  await expect(sheet).toBeHidden();
  await expect(toggle).toHaveText(otherCode);
  await expect(page).toHaveURL(/[?&]id=\d+/);
  expect((await history).ok()).toBe(true);
  await expectCandlesDrawn(page.getByTestId("chart"));
});

test("the drawer search narrows the list to matching instruments", async ({ page }) => {
  await page.goto("/trade");
  await page.getByTestId("instrument-drawer").click();
  const sheet = page.getByTestId("instrument-sheet");
  const rows = sheet.getByTestId("drawer-row");
  await expect.poll(() => rows.count()).toBeGreaterThan(10);

  await sheet.getByTestId("drawer-search").fill("BTC");
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  for (const code of await rows.locator(".line-code").allTextContents()) expect(code.toUpperCase()).toContain("BTC");
});

test("the chosen instrument stays after leaving the tab, coming back and reloading", async ({ page }) => {
  await page.goto("/trade");
  const toggle = page.getByTestId("instrument-drawer");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const first = (await toggle.textContent())!.trim();
  await toggle.click();
  const other = page.getByTestId("instrument-sheet").getByTestId("drawer-row").filter({ hasNotText: first }).nth(3);
  const chosen = (await other.locator(".line-code").textContent())!.trim();
  await other.click();
  await expect(toggle).toHaveText(chosen);

  await page.getByTestId("tab-quotes").click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("tab-trade").click();
  await expect(page).toHaveURL(/\/trade$/);
  await expect(toggle).toHaveText(chosen);

  await page.reload();
  await expect(toggle).toHaveText(chosen);
  await expectCandlesDrawn(page.getByTestId("chart"));
});

test.describe("exploring the chart", () => {
  test("every period opens on at least 200 whole candles, or all there are", async ({ page }) => {
    const opening = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
    await page.goto("/trade");
    const openedOn = new URL((await opening).url()).searchParams.get("period");
    const chart = page.getByTestId("chart");
    for (const { label, period } of PERIOD_BAR) {
      const history = period === openedOn ? opening : page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline") && new URL(r.url()).searchParams.get("period") === period);
      await page.getByTestId(`period-${label}`).click();
      const answered = ((await (await history).json()) as { data: Candle[] }).data.length;
      await expect(chart).toHaveAttribute("data-period", period);
      await expectCandlesDrawn(chart);
      await expect.poll(async () => (await chartWindow(chart)).candles, { message: period }).toBeGreaterThanOrEqual(answered);
      const view = await chartWindow(chart);
      expect(view.visible, period).toBeGreaterThanOrEqual(Math.min(200, view.candles));
      expect(view.xMax - view.xMin, period).toBe(view.visible);
      expect(Number.isInteger(view.xMin + 0.5), `${period}: the left edge candle is whole`).toBe(true);
      expect(await axisLabels(chart)).not.toMatch(/NaN|undefined/);
    }
  });

  test("dragging pans back through history, loading older candles from the server, and back to the live candle", async ({ page }) => {
    const chart = await openMinuteChart(page);
    const start = await chartWindow(chart);

    await dragChart(page, chart, 120);
    await expect.poll(async () => (await chartWindow(chart)).last).toBeLessThan(start.last);
    expect((await chartWindow(chart)).visible).toBe(start.visible);

    const older = page.waitForRequest((r) => r.url().includes("/v1/api/forex/kline") && new URL(r.url()).searchParams.has("before"));
    for (let i = 0; i < 3; i++) await dragChart(page, chart, 250);
    const before = Number(new URL((await older).url()).searchParams.get("before"));
    expect(before).toBeLessThanOrEqual(start.first);
    await expect.poll(async () => (await chartWindow(chart)).candles).toBeGreaterThan(start.candles);
    for (let i = 0; i < 3; i++) await dragChart(page, chart, 250);
    await expect.poll(async () => (await chartWindow(chart)).first).toBeLessThan(before);
    await expectCandlesDrawn(chart);

    for (let i = 0; i < 10; i++) await dragChart(page, chart, -300);
    await expect.poll(async () => (await chartWindow(chart)).last).toBeGreaterThanOrEqual(start.last);
  });

  test("the wheel and a two-finger pinch zoom the chart", async ({ page }) => {
    const chart = await openMinuteChart(page);
    const start = (await chartWindow(chart)).visible;
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await chartWindow(chart)).visible).toBeLessThan(start);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await chartWindow(chart)).visible).toBeGreaterThan(start);

    const wide = (await chartWindow(chart)).visible;
    await pinchChart(page, chart, 40, 220);
    await expect.poll(async () => (await chartWindow(chart)).visible).toBeLessThan(wide / 2);
    const narrow = await chartWindow(chart);
    expect(narrow.xMax - narrow.xMin).toBe(narrow.visible);
    await pinchChart(page, chart, 220, 60);
    await expect.poll(async () => (await chartWindow(chart)).visible).toBeGreaterThan(narrow.visible);
  });

  test("on a phone an upright swipe on the chart scrolls the page, and a sideways one pans the chart", async ({ page }) => {
    // A short screen, so that /trade is taller than it and has somewhere to scroll.
    await page.setViewportSize({ width: 360, height: 420 });
    const chart = await openMinuteChart(page);
    const start = await chartWindow(chart);

    await swipeChart(page, chart, 0, -100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await chartWindow(chart)).last).toBe(start.last);

    await swipeChart(page, chart, 150, 0);
    await expect.poll(async () => (await chartWindow(chart)).last).toBeLessThan(start.last);
  });

  test("a drag redraws at most once per frame", async ({ page }) => {
    await page.goto("/trade");
    const chart = page.getByTestId("chart");
    await expectCandlesDrawn(chart);
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number };
      w.frames_ = 0;
      const tick = () => {
        w.frames_++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frames = () => page.evaluate(() => (window as unknown as { frames_: number }).frames_);
    const [draws0, frames0] = [await drawCount(chart), await frames()];
    const { x, y } = (await chart.boundingBox())!;
    await page.mouse.move(x + 60, y + 100);
    await page.mouse.down();
    for (let i = 1; i <= 40; i++) await page.mouse.move(x + 60 + i * 4, y + 100);
    await page.mouse.up();
    const [draws1, frames1] = [await drawCount(chart), await frames()];
    expect(draws1 - draws0).toBeGreaterThan(0);
    expect(draws1 - draws0).toBeLessThanOrEqual(frames1 - frames0 + 1);
  });

  test("a tap shows the crosshair with the candle's time, OHLC and change at the instrument's precision", async ({ page }) => {
    const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
    await page.goto("/trade?lang=en");
    const chart = page.getByTestId("chart");
    await expectCandlesDrawn(chart);
    const candles = ((await (await history).json()) as { data: Candle[] }).data;
    const precision = Number((await page.getByTestId("trade-price").textContent())!.split(".")[1]?.length ?? 0);
    const readout = await tapCandle(page, chart, 0.4);
    const time = Number(await readout.getAttribute("data-time"));
    const index = candles.findIndex((c) => c.Time === time);
    expect(index).toBeGreaterThan(0);
    const { first, last } = await chartWindow(chart);
    expect(time).toBeGreaterThanOrEqual(first);
    expect(time).toBeLessThanOrEqual(last);
    const round = (v: string) => Number(v).toFixed(precision);
    const c = candles[index]!;
    await expect(readout).toContainText(`O ${round(c.Open)}`);
    await expect(readout).toContainText(`H ${round(c.High)}`);
    await expect(readout).toContainText(`L ${round(c.Low)}`);
    await expect(readout).toContainText(`C ${round(c.Close)}`);
    await expect(page.getByTestId("crosshair-change")).toHaveText(/^[+-]?\d+(\.\d+)? \([+-]?\d+\.\d{2}%\)$/);
    const d = new Date(time * 1000);
    const hhmm = `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
    await expect(page.getByTestId("crosshair-time")).toContainText(hhmm);

    const box = (await chart.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.4, box.y + box.height / 2);
    await expect(readout).toBeHidden();
  });

  test("in Arabic the crosshair labels are translated, time still runs left to right, and nothing overflows 360 px", async ({ page }) => {
    await page.goto("/trade?lang=ar");
    const chart = page.getByTestId("chart");
    await expectCandlesDrawn(chart);
    expect(await chart.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    const box = (await chart.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height / 2);
    const readout = page.getByTestId("crosshair");
    await expect(readout).toBeVisible();
    await expect(readout).not.toContainText(/\b[OHLC] \d/);
    const edge = await readout.evaluate((el) => el.getBoundingClientRect().right);
    expect(edge).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("when candles cannot be loaded", () => {
  const failKline = (page: Page) => page.route("**/v1/api/forex/kline?**", (route) => route.abort("internetdisconnected"));

  test("with nothing cached: a clear empty state with a retry that loads the candles once the server answers", async ({ page }) => {
    await failKline(page);
    await page.goto("/trade?lang=en");
    const chart = page.getByTestId("chart");
    const retry = page.getByTestId("chart-retry");
    await expect(retry).toBeVisible();
    await expect(page.getByTestId("chart-empty")).toContainText("Could not load the chart.");
    await expect(page.locator("body")).not.toContainText("NaN");
    expect(await axisLabels(chart)).not.toContain("NaN");
    expect(await candlePixels(chart)).toBe(0);

    await page.unroute("**/v1/api/forex/kline?**");
    await retry.click();
    await expectCandlesDrawn(chart);
    await expect(retry).toBeHidden();
    expect((await chartWindow(chart)).visible).toBeGreaterThanOrEqual(200);
  });

  test("with candles cached: they stay on the chart with their age", async ({ page }) => {
    await page.goto("/trade?lang=en");
    const chart = page.getByTestId("chart");
    await expectCandlesDrawn(chart);
    const cached = await chartWindow(chart);

    await failKline(page);
    await page.reload();
    await expectCandlesDrawn(chart);
    await expect(page.getByTestId("chart-as-of")).toHaveText(/^as of \d\d:\d\d$/);
    expect((await chartWindow(chart)).candles).toBeGreaterThanOrEqual(cached.candles - 1);
    await expect(page.locator("body")).not.toContainText("NaN");
    expect(await axisLabels(chart)).not.toContain("NaN");
  });
});
