import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";

const PROBE = fileURLToPath(new URL("../bench/latency-probe.js", import.meta.url));
/** A page of the bench probe's own (no app): one quote row the test writes prices into. */
const PAGE = "http://probe.test/";

interface Probe {
  start(): void;
  stop(workerHops?: Record<string, [number, number]>): { samples: [number, number, number][]; hops: number[][] };
}

async function openProbePage(page: Page): Promise<void> {
  await page.route(PAGE, (route) =>
    route.fulfill({ contentType: "text/html", body: '<div data-testid="quote-row" data-code="EURUSD"><span data-testid="quote-price">1.1</span></div>' }),
  );
  await page.addInitScript({ path: PROBE });
  await page.goto(PAGE);
}

test("the bench's probe times a price from its write to the start of the next frame, what the trader sees", async ({ page }) => {
  await openProbePage(page);

  const measured = await page.evaluate(async () => {
    const probe = (window as unknown as { __latencyProbe: Probe }).__latencyProbe;
    const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    await nextFrame();
    probe.start();
    const received = new Promise((resolve) => new BroadcastChannel("pipwise-live").addEventListener("message", resolve, { once: true }));
    new BroadcastChannel("pipwise-live").postMessage(JSON.stringify({ topic: "DAY_MARKET", ts: Date.now(), data: [{ Code: "EURUSD", Close: "1.2345" }] }));
    await received;
    // Like the app's store: the price is written in an animation frame callback, painted by that frame.
    const writtenAt = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        document.querySelector('[data-testid="quote-price"]')!.textContent = "1.2345";
        resolve(performance.now());
      }),
    );
    const nextStart = await nextFrame();
    await nextFrame();
    return { ...probe.stop(), untilNextFrame: nextStart - writtenAt };
  });

  expect(measured.samples).toHaveLength(1);
  const [dom, , painted] = measured.samples[0]!;
  expect(painted - dom).toBeGreaterThan(0);
  expect(painted - dom).toBeLessThanOrEqual(measured.untilNextFrame + 1);
});

test("the bench's probe takes a price's way apart: the worker's hops, when the tab heard it, its frame callback and the write", async ({ page }) => {
  await openProbePage(page);

  const measured = await page.evaluate(async () => {
    const probe = (window as unknown as { __latencyProbe: Probe }).__latencyProbe;
    const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const price = document.querySelector('[data-testid="quote-price"]')!;
    const wall = () => performance.timeOrigin + performance.now();
    const send = async (close: string) => {
      const ts = Date.now() - 20;
      const text = JSON.stringify({ topic: "DAY_MARKET", ts, data: [{ Code: "EURUSD", Close: close }] });
      const received = new Promise((resolve) => new BroadcastChannel("pipwise-live").addEventListener("message", resolve, { once: true }));
      new BroadcastChannel("pipwise-live").postMessage(text);
      await received;
      return { key: `${ts}:${text.length}`, ts };
    };
    await nextFrame();
    probe.start();
    const inFrame = await send("1.2345");
    const callbackStart = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const start = wall();
        price.textContent = "1.2345";
        resolve(start);
      }),
    );
    const outside = await send("1.2346");
    price.textContent = "1.2346";
    await nextFrame();
    const workerHops = { [inFrame.key]: [inFrame.ts + 5, inFrame.ts + 6] as [number, number] };
    return { ...probe.stop(workerHops), callbackStart: callbackStart - inFrame.ts, sent: [inFrame.ts, outside.ts] };
  });

  expect(measured.hops).toHaveLength(2);
  const [workerReceived, workerPosted, heard, frameBegin, callbackStart, written, painted] = measured.hops[0]!;
  expect([workerReceived, workerPosted]).toEqual([5, 6]);
  expect(heard).toBeGreaterThanOrEqual(20);
  expect(callbackStart).toBeCloseTo(measured.callbackStart, 0);
  expect(frameBegin).toBeLessThanOrEqual(callbackStart);
  expect(callbackStart).toBeGreaterThanOrEqual(heard);
  expect(written).toBeGreaterThanOrEqual(callbackStart);
  expect(painted, "the next frame began after the write").toBeGreaterThan(written);
  // Written straight from a task, not a frame callback: no frame part, and no worker hops it was not given.
  const [received2, posted2, heard2, frameBegin2, callbackStart2, written2] = measured.hops[1]!;
  expect([received2, posted2, frameBegin2, callbackStart2]).toEqual([NaN, NaN, NaN, NaN]);
  expect(written2).toBeGreaterThanOrEqual(heard2);
});
