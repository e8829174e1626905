import { expect, type Locator, type Page } from "@playwright/test";

/** One of the user's lines as the chart drew it (its data-order-lines hook): y in CSS pixels from the chart's top. */
export interface DrawnLine {
  orderId: number;
  role: "position" | "pending" | "stop-loss" | "take-profit";
  level: string;
  y: number;
  shown: boolean;
  detail: string;
}

export async function drawnLines(chart: Locator): Promise<DrawnLine[]> {
  return JSON.parse((await chart.getAttribute("data-order-lines")) ?? "[]") as DrawnLine[];
}

export async function lineOf(chart: Locator, orderId: number, role: DrawnLine["role"]): Promise<DrawnLine> {
  const found = (await drawnLines(chart)).find((line) => line.orderId === orderId && line.role === role);
  expect(found?.shown, `the ${role} line of order ${orderId} is drawn`).toBe(true);
  return found!;
}

/** The page y of `price` on the chart, from two drawn lines (the price scale is linear). */
export async function pageYOf(chart: Locator, price: number, a: DrawnLine, b: DrawnLine): Promise<number> {
  const box = (await chart.boundingBox())!;
  const perUnit = (b.y - a.y) / (Number(b.level) - Number(a.level));
  return box.y + a.y + (price - Number(a.level)) * perUnit;
}

/** A finger on the glass, through CDP touch events as a phone sends them. */
export async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let at = { x: 0, y: 0 };
  const send = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p) => ({ ...p, id: 1 })) });
  return {
    async down(x: number, y: number) {
      at = { x, y };
      await send("touchStart", [at]);
    },
    /** Moves in small steps, as a finger does. */
    async move(x: number, y: number, steps = 12) {
      const from = at;
      for (let i = 1; i <= steps; i++) await send("touchMove", [{ x: from.x + ((x - from.x) * i) / steps, y: from.y + ((y - from.y) * i) / steps }]);
      at = { x, y };
    },
    async up() {
      await send("touchEnd", []);
      await cdp.detach();
    },
  };
}

/** Where a press on a line goes: 40% across the plot, on the line. */
export async function onLine(chart: Locator, line: DrawnLine): Promise<{ x: number; y: number }> {
  const box = (await chart.boundingBox())!;
  return { x: box.x + box.width * 0.4, y: box.y + line.y };
}

/** The line being dragged, once the chart has drawn it (data-drag). */
export async function dragShown(chart: Locator): Promise<{ orderId: number; role: string; level: string; problem: string }> {
  await expect(chart).not.toHaveAttribute("data-drag", "");
  return JSON.parse((await chart.getAttribute("data-drag"))!) as { orderId: number; role: string; level: string; problem: string };
}

/** A page y in the plot, in the middle of the widest gap between the user's lines. */
export async function clearOfLines(chart: Locator): Promise<number> {
  const box = (await chart.boundingBox())!;
  const ys = (await drawnLines(chart)).filter((line) => line.shown).map((line) => line.y).sort((a, b) => a - b);
  const edges = [box.height * 0.1, ...ys, box.height * 0.8];
  let [top, bottom] = [edges[0]!, edges[1]!];
  for (let i = 1; i < edges.length; i++) if (edges[i]! - edges[i - 1]! > bottom - top) [top, bottom] = [edges[i - 1]!, edges[i]!];
  return box.y + (top + bottom) / 2;
}

/**
 * A finger put on `line` and moved upright to `price`, placed by the two lines of `scale`; the
 * finger stays down, for the test to look before it lifts it.
 */
export async function holdLineAt(page: Page, chart: Locator, line: DrawnLine, price: string, scale: [DrawnLine, DrawnLine]) {
  const from = await onLine(chart, line);
  const hand = await finger(page);
  await hand.down(from.x, from.y);
  await hand.move(from.x, await pageYOf(chart, Number(price), ...scale));
  return hand;
}
