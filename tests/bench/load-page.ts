import { setTimeout as delay } from "node:timers/promises";
import type { BrowserContext, Page } from "@playwright/test";
import type { TargetWatch } from "./load-targets.ts";

/** One page load, in ms from the navigation's start; bytes over the network until the first live price. */
export interface LoadResult {
  firstPaint: number;
  largestContentfulPaint: number;
  firstPrice: number;
  firstLivePrice: number;
  pageBytes: number;
  workerBytes: number;
}

interface PriceTimes {
  /** epoch ms of the document's start */
  origin: number;
  /** epoch ms when a home row's first price had been painted */
  firstPrice?: number;
  /** epoch ms of every change of a row's price text, and of every row whose saved mark went (live with the price it had) */
  changes: number[];
}

const LOAD_TIMEOUT_MS = 90_000;
const POLL_MS = 100;

/**
 * Runs in every document before its scripts (CDP injects it, so the page's CSP does not apply):
 * notes when the first home row's price was painted, and when any row's price text changes or its
 * saved mark goes: a row confirmed live at the price it was saved with changes no text. A
 * price written to the page shows in the next frame the browser draws, which waits while the main
 * thread is busy (the main bundle evaluating, say): the time is taken as that frame starts, in its
 * animation callback, since a task queued from there could wait behind the page's own.
 */
function recordPrices(): void {
  const times = { origin: performance.timeOrigin, firstPrice: undefined as number | undefined, changes: [] as number[] };
  const shown = new Map<string, string>();
  let written = false;
  Object.assign(window, { pipwiseLoadBench: times });
  new MutationObserver((records) => {
    const now = performance.timeOrigin + performance.now();
    for (const { type, oldValue, target } of records) {
      if (type === "attributes" && oldValue !== null && target instanceof Element && !target.hasAttribute("data-saved") && !target.hasAttribute("data-stale")) times.changes.push(now);
    }
    for (const row of document.querySelectorAll('[data-testid="quote-row"]')) {
      const text = row.querySelector('[data-testid="quote-price"]')?.textContent ?? "";
      if (!/\d/.test(text)) continue;
      if (!written) {
        written = true;
        requestAnimationFrame(() => (times.firstPrice = performance.timeOrigin + performance.now()));
      }
      const code = row.getAttribute("data-code") ?? "";
      const before = shown.get(code);
      if (before !== undefined && before !== text) times.changes.push(now);
      shown.set(code, text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributeFilter: ["data-saved"], attributeOldValue: true });
}

export async function recordPricesIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordPrices);
}

const priceTimes = (page: Page) => page.evaluate(() => (window as unknown as { pipwiseLoadBench: PriceTimes }).pipwiseLoadBench);

async function paints(page: Page): Promise<{ firstPaint: number; largestContentfulPaint: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve({ firstPaint, largestContentfulPaint: list.getEntries().at(-1)?.startTime ?? Number.NaN });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/**
 * Loads `url` and waits for the first live price: the first change of a row's price at or after
 * the socket's first quote frame (a price from the store or the trade list does not count).
 */
export async function measureLoad(page: Page, url: string, watch: TargetWatch): Promise<LoadResult> {
  watch.reset();
  await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const times = await priceTimes(page).catch(() => undefined);
    const frameAt = watch.quoteFrameAt();
    const live = frameAt === undefined ? undefined : times?.changes.find((at) => at >= frameAt);
    if (times?.firstPrice !== undefined && live !== undefined) {
      const bytes = watch.transferred();
      return {
        ...(await paints(page)),
        firstPrice: times.firstPrice - times.origin,
        firstLivePrice: live - times.origin,
        pageBytes: bytes.page,
        workerBytes: bytes.workers,
      };
    }
    if (Date.now() > deadline) throw new Error(`no live price within ${LOAD_TIMEOUT_MS} ms (first price: ${times?.firstPrice !== undefined}, quote frame: ${frameAt !== undefined})`);
    await delay(POLL_MS);
  }
}
