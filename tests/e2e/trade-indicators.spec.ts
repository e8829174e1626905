import { expect, test, type Locator, type Page } from "@playwright/test";
import { RSI } from "technicalindicators";
import { LANGUAGES } from "#domain/locales.ts";
import { INDICATOR_KINDS, PARAMS } from "#domain/indicators/indicator-choice.ts";
import { canvasFramesSoFar, clearCanvasFrames, recordCanvasFrames } from "../support/canvas-frames.ts";
import { expectCandlesDrawn, openChart, tapCandle } from "../support/chart.ts";
import { overflowingTexts } from "../support/text-fit.ts";

const STORAGE_KEY = "pipwise.chart.indicators";

/** A readout's values as numbers (written with Latin digits in every language; no grouping below 1,000). */
async function readValues(readout: Locator): Promise<number[]> {
  const text = (await readout.textContent()) ?? "";
  return text.trim().split(/\s+/).map((v) => Number(v.replace(/[^\d.,-]/g, "").replace(",", ".")));
}

/** An overlay's legend or an oscillator's pane, with its readout. */
const legend = (page: Page, kind: string) => page.getByTestId("indicator-legend").and(page.locator(`[data-kind="${kind}"]`));
const pane = (page: Page, kind: string) => page.getByTestId("indicator-pane").and(page.locator(`[data-kind="${kind}"]`));

test("with a finger, RSI and a moving average go on the chart, take a new period and are still there after a reload", async ({ page }) => {
  const { chart, candles } = await openChart(page, "en");
  await expect(page.getByTestId("indicator-pane")).toHaveCount(0);
  await page.getByTestId("indicators-open").tap();
  const menu = page.getByTestId("indicator-menu");
  await expect(menu).toBeVisible();
  await menu.getByTestId("indicator-add-rsi").tap();
  await menu.getByTestId("indicator-add-sma").tap();
  const maCard = menu.getByTestId("indicator-card").and(page.locator('[data-kind="sma"]'));
  await maCard.getByTestId("indicator-param-period").fill("30");
  await menu.getByRole("button", { name: "Close" }).tap();
  await expect(menu).toBeHidden();

  const ma = legend(page, "sma");
  const rsi = pane(page, "rsi");
  await expect(ma).toContainText("MA 30");
  await expect(rsi).toContainText("RSI 14");
  await expect.poll(async () => Number(await ma.getByTestId("indicator-values").getAttribute("data-points"))).toBeGreaterThan(100);
  await expect.poll(async () => Number(await rsi.getByTestId("indicator-values").getAttribute("data-points"))).toBeGreaterThan(100);

  // A pointed candle of the loaded history: its values are settled, so they can be computed here.
  const readout = await tapCandle(page, chart, 0.4);
  const time = Number(await readout.getAttribute("data-time"));
  const at = candles.findIndex((c) => c.Time === time);
  expect(at).toBeGreaterThan(30);
  const closes = candles.slice(0, at + 1).map((c) => Number(c.Close));
  const precision = candles[0]!.Close.split(".")[1]?.length ?? 0;
  const mean = closes.slice(-30).reduce((sum, c) => sum + c, 0) / 30;
  await expect.poll(async () => (await readValues(ma.getByTestId("indicator-values")))[0]).toBeCloseTo(mean, precision - 1);
  const expectedRsi = RSI.calculate({ period: 14, values: closes }).at(-1)!;
  await expect.poll(async () => (await readValues(rsi.getByTestId("indicator-values")))[0]).toBeCloseTo(expectedRsi, 1);

  await page.reload();
  await expectCandlesDrawn(page.getByTestId("chart"));
  await expect(legend(page, "sma")).toContainText("MA 30");
  await expect(pane(page, "rsi")).toContainText("RSI 14");
  await expect.poll(async () => (await readValues(pane(page, "rsi").getByTestId("indicator-values")))[0]).toBeGreaterThanOrEqual(0);
  const kept = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!) as { kind: string; params: number[] }[];
  expect(kept.map(({ kind, params }) => ({ kind, params }))).toEqual([{ kind: "rsi", params: [14] }, { kind: "sma", params: [30] }]);
});

test("a tick redraws two canvases, the candles' and the one under both oscillators' panes", async ({ page }) => {
  await recordCanvasFrames(page);
  await page.addInitScript((key) => {
    const choices = [{ id: 1, kind: "rsi", params: [14], source: "close" }, { id: 2, kind: "macd", params: [12, 26, 9], source: "close" }];
    localStorage.setItem(key, JSON.stringify(choices));
  }, STORAGE_KEY);
  await openChart(page, "en");
  const [rsi, macd] = [pane(page, "rsi"), pane(page, "macd")];
  for (const shown of [rsi, macd]) await expect.poll(async () => Number(await shown.getByTestId("indicator-values").getAttribute("data-points"))).toBeGreaterThan(100);
  const sell = page.getByTestId("sell-price");
  await clearCanvasFrames(page);

  for (let ticks = 0; ticks < 3; ticks++) await expect(sell).not.toHaveText((await sell.textContent()) ?? "");

  const frames = await canvasFramesSoFar(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(Math.max(...frames.map((sizes) => sizes.length)), "canvases drawn in one frame").toBe(2);
  const [paneBox, rsiBox, macdBox] = [await page.getByTestId("indicator-canvas").boundingBox(), await rsi.boundingBox(), await macd.boundingBox()];
  expect(paneBox!.y).toBeLessThanOrEqual(rsiBox!.y);
  expect(paneBox!.y + paneBox!.height).toBeGreaterThanOrEqual(macdBox!.y + macdBox!.height - 1);
});

test("in Arabic the indicators menu and labels read right to left while the panes keep the chart's left-to-right time", async ({ page }) => {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify([{ id: 1, kind: "macd", params: [12, 26, 9], source: "close" }]));
  }, STORAGE_KEY);
  const { chart } = await openChart(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const macd = pane(page, "macd");
  await expect.poll(async () => (await readValues(macd.getByTestId("indicator-values"))).filter(Number.isFinite)).toHaveLength(3);
  const canvas = page.getByTestId("indicator-canvas");
  expect(await canvas.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  const [paneBox, chartBox] = [await canvas.boundingBox(), await chart.locator("canvas").first().boundingBox()];
  expect(Math.round(paneBox!.x)).toBe(Math.round(chartBox!.x));
  expect(Math.round(paneBox!.width)).toBe(Math.round(chartBox!.width));

  const open = page.getByTestId("indicators-open");
  await expect(open).toHaveText("المؤشرات");
  await open.tap();
  const menu = page.getByTestId("indicator-menu");
  expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await expect(menu.getByTestId("indicator-card")).toContainText("MACD");
  await menu.getByTestId("indicator-add-bollinger").tap();
  const bands = menu.getByTestId("indicator-card").and(page.locator('[data-kind="bollinger"]'));
  await expect(bands).toContainText("نطاقات بولينجر");
  const deviations = bands.getByTestId("indicator-param-deviations");
  await deviations.fill("0");
  await expect(bands.getByRole("alert")).toHaveText("من 0.1 إلى 10");
  await deviations.fill("2.5");
  await expect(bands.getByRole("alert")).toHaveCount(0);
  expect(await overflowingTexts(page)).toEqual([]);
  await menu.getByTestId("indicator-remove").first().tap();
  await page.keyboard.press("Escape");
  await expect(pane(page, "macd")).toHaveCount(0);
  await expect(legend(page, "bollinger")).toContainText("BB 20 2.5");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe("the chart with every kind of indicator and its menu fit 360 px", () => {
  const everyKind = INDICATOR_KINDS.map((kind, i) => ({ id: i + 1, kind, params: PARAMS[kind].map((p) => p.initial), source: "hlc3" }));
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, JSON.stringify(everyKind)]);
  });

  for (const language of LANGUAGES) {
    test(`in ${language.label} (${language.value})`, async ({ page }) => {
      await openChart(page, language.value);
      await expect(page.getByTestId("indicator-pane")).toHaveCount(3);
      await expect(page.getByTestId("trade-buy")).toBeInViewport({ ratio: 1 });
      expect(await overflowingTexts(page)).toEqual([]);
      await page.getByTestId("indicators-open").tap();
      await expect(page.getByTestId("indicator-card")).toHaveCount(INDICATOR_KINDS.length);
      expect(await overflowingTexts(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
