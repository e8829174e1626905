import { expect, type Locator, type Page } from "@playwright/test";
import type { Candle } from "#domain/instrument.ts";

/**
 * Pixels of the chart canvas painted in the theme's up or down colour, i.e. candle bodies and
 * wicks (axes and grid use other colours, so an empty chart counts zero).
 */
export async function candlePixels(chart: Locator): Promise<number> {
  return chart.evaluate((el) => {
    const canvas = el.querySelector("canvas");
    if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
    const rgbOf = (variable: string) => {
      const probe = document.createElement("span");
      probe.style.color = `var(${variable})`;
      el.append(probe);
      const rgb = getComputedStyle(probe).color.match(/\d+/g)!.slice(0, 3).map(Number);
      probe.remove();
      return rgb;
    };
    const colours = [rgbOf("--up"), rgbOf("--down")];
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 200) continue;
      if (colours.some(([r, g, b]) => Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24)) count++;
    }
    return count;
  });
}

export async function candleCount(chart: Locator): Promise<number> {
  return Number(await chart.getAttribute("data-candles"));
}

/** Waits until the chart holds candles and has painted them. */
export async function expectCandlesDrawn(chart: Locator): Promise<void> {
  await expect.poll(() => candleCount(chart), { message: "candles in the chart" }).toBeGreaterThan(0);
  await expect.poll(() => candlePixels(chart), { message: "candle pixels on the canvas" }).toBeGreaterThan(100);
}

/** What the chart shows, from its test hooks (data-* attributes of the chart box). */
export interface ChartWindow {
  /** Candles loaded. */
  candles: number;
  /** Whole candles between the edges. */
  visible: number;
  /** Times of the candles at the left and right edges. */
  first: number;
  last: number;
  /** The x scale in candle indices: half a candle beyond each edge candle's centre. */
  xMin: number;
  xMax: number;
}

export async function chartWindow(chart: Locator): Promise<ChartWindow> {
  return chart.evaluate((el: HTMLElement) => {
    const n = (key: string) => Number(el.dataset[key] ?? Number.NaN);
    return { candles: n("candles"), visible: n("visible"), first: n("first"), last: n("last"), xMin: n("xMin"), xMax: n("xMax") };
  });
}

/** The labels the chart last drew on its axes (the canvas holds no text to read). */
export async function axisLabels(chart: Locator): Promise<string> {
  return (await chart.getAttribute("data-axis-labels")) ?? "";
}

/** How many times the plot has drawn. */
export async function drawCount(chart: Locator): Promise<number> {
  return Number((await chart.getAttribute("data-draws")) ?? 0);
}

async function centreOf(chart: Locator): Promise<{ x: number; y: number }> {
  const box = (await chart.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags the chart `dx` pixels sideways with the mouse (pointer events), in small steps. */
export async function dragChart(page: Page, chart: Locator, dx: number): Promise<void> {
  const { x, y } = await centreOf(chart);
  await page.mouse.move(x - dx / 2, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 20 });
  await page.mouse.up();
}

type TouchPoint = { x: number; y: number; id: number };

/** A touch gesture through CDP touch events, as a phone sends them: `at(t)` places the fingers for t from 0 to 1. */
async function touchGesture(page: Page, at: (t: number) => TouchPoint[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  const steps = 10;
  for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i / steps) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** One finger swiped across the chart's centre by (`dx`, `dy`) pixels. */
export async function swipeChart(page: Page, chart: Locator, dx: number, dy: number): Promise<void> {
  const { x, y } = await centreOf(chart);
  await touchGesture(page, (t) => [{ x: x + dx * t, y: y + dy * t, id: 1 }]);
}

/** A two-finger pinch on the chart: fingers from `from` to `to` pixels apart. */
export async function pinchChart(page: Page, chart: Locator, from: number, to: number): Promise<void> {
  const { x, y } = await centreOf(chart);
  await touchGesture(page, (t) => {
    const apart = from + (to - from) * t;
    return [
      { x: x - apart / 2, y, id: 1 },
      { x: x + apart / 2, y, id: 2 },
    ];
  });
}

/** Taps the chart `fraction` of its width from the left, halfway down, and waits for the crosshair's readout. */
export async function tapCandle(page: Page, chart: Locator, fraction: number): Promise<Locator> {
  const box = (await chart.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width * fraction, box.y + box.height / 2);
  const readout = page.getByTestId("crosshair");
  await expect(readout).toBeVisible();
  return readout;
}

/** /trade in `lang` until its candles are drawn, with the history the chart was first given. */
export async function openChart(page: Page, lang: string): Promise<{ chart: Locator; candles: Candle[] }> {
  const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
  await page.goto(`/trade?lang=${lang}`);
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);
  return { chart, candles: ((await (await history).json()) as { data: Candle[] }).data };
}
