import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const PROBE = fileURLToPath(new URL("../bench/latency-probe.js", import.meta.url));
/** A page of the bench probe's own (no app): one quote row the test writes prices into. */
const PAGE = "http://probe.test/";

interface Probe {
  start(): void;
  stop(): { samples: [number, number, number][] };
}

test("the bench's probe times a price from its write to the start of the next frame, what the trader sees", async ({ page }) => {
  await page.route(PAGE, (route) =>
    route.fulfill({ contentType: "text/html", body: '<div data-testid="quote-row" data-code="EURUSD"><span data-testid="quote-price">1.1</span></div>' }),
  );
  await page.addInitScript({ path: PROBE });
  await page.goto(PAGE);

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
