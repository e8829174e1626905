import { expect, type Locator } from "@playwright/test";

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
