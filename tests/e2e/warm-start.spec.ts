import { expect, test, type Page } from "@playwright/test";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Instrument } from "#domain/instrument.ts";
import { expectCandlesDrawn } from "../support/chart.ts";
import { keptQuotes, storedRows } from "../support/device-store.ts";
import { countNumberFormats } from "../support/number-formats.ts";
import { expectHomeRows, MIN_HOME_ROWS } from "../support/quotes.ts";
import { comeBack, holdNetwork } from "../support/return-visit.ts";

/** Notes whether the quotes list ever showed its placeholder rows, from the first script on. */
function recordSkeletons() {
  const seen = { skeleton: false };
  Object.assign(window, { pipwiseSkeletons: seen });
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="skeleton-row"]')) seen.skeleton = true;
  }).observe(document, { childList: true, subtree: true });
}

const marks = (page: Page) => page.evaluate(() => performance.getEntriesByType("mark").map((m) => m.name));

test("a return visit lists the kept prices marked saved while the trade list and the socket are held, then live", async ({ page, context, request }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await expect(page.locator("[data-saved]"), "every row confirmed by the live feed").toHaveCount(0);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await storedRows(page, "quotes")).length, { message: "quotes kept on the device" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);

  const network = await holdNetwork(context, request, ["/v1/api/forex/trade_list"]);
  try {
    const home = await comeBack(context, page, "/");
    await expect.poll(() => home.locator('[data-testid="quote-row"]').count(), { message: "rows from the device" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);
    await expect(home.locator('[data-testid="quote-values"]:not([data-saved])'), "no row claims to be live").toHaveCount(0);
    await expect(home.locator(".quote-row .up, .quote-row .down, .change-up, .change-down")).toHaveCount(0);

    // Each row shows the price the device kept for it.
    const kept = new Map((await keptQuotes(home)).map((q) => [q.Code, q.Close]));
    const instruments = (await storedRows(home, "instruments")) as Instrument[];
    const first = instruments.find((i) => kept.has(i.Code))!;
    await expect(home.locator(`[data-code="${first.Code}"] [data-testid="quote-price"]`)).toHaveText(formatPrice(kept.get(first.Code)!, first.PricePrecision, "en"));
    expect(await marks(home)).toContain("pipwise:first-price");
    expect(await marks(home)).not.toContain("pipwise:first-live-price");
    expect(network.held, "the trade list was asked for and held").toContain("/v1/api/forex/trade_list");

    await network.release();
    await expect(home.locator("[data-saved]"), "every row live once the feed answers").toHaveCount(0);
    await expect.poll(() => home.locator(".quote-row .up, .quote-row .down").count(), { message: "live rows coloured" }).toBeGreaterThan(0);
    expect(await marks(home)).toContain("pipwise:first-live-price");
  } finally {
    await network.release();
  }
});

test("a return visit renders the list with the kept prices in its first render, never the placeholder rows", async ({ page, context }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await storedRows(page, "quotes")).length, { message: "quotes kept on the device" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);

  await context.addInitScript(recordSkeletons);
  const home = await comeBack(context, page, "/");
  await expect.poll(() => home.locator('[data-testid="quote-row"]').count(), { message: "rows from the device" }).toBeGreaterThan(0);
  await expect(home.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
  const seen = await home.evaluate(() => (window as unknown as { pipwiseSkeletons: { skeleton: boolean } }).pipwiseSkeletons);
  expect(seen.skeleton, "placeholder rows shown before the kept ones").toBe(false);
});

/** Notes how many Intl number formats (countNumberFormats) were made when the first home row showed a price. */
function recordIntlBeforeFirstPrice() {
  const seen = (window as unknown as { pipwiseIntl: { made: number; beforeFirstPrice?: number } }).pipwiseIntl;
  new MutationObserver((_, observer) => {
    if (!/\d/.test(document.querySelector('[data-testid="quote-price"]')?.textContent ?? "")) return;
    seen.beforeFirstPrice = seen.made;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test("a return visit writes its first prices with the number layouts it kept, before Intl has started", async ({ page, context }) => {
  await page.goto("/?lang=de");
  await expectHomeRows(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await storedRows(page, "quotes")).length, { message: "quotes kept on the device" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("pipwise.number-layouts") ?? ""), { message: "the German layouts kept on the device" })
    .toContain("de|negative|decimal");

  await context.addInitScript(countNumberFormats);
  await context.addInitScript(recordIntlBeforeFirstPrice);
  const home = await comeBack(context, page, "/");
  await expect(home.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
  const seen = await home.evaluate(() => (window as unknown as { pipwiseIntl: { beforeFirstPrice: number } }).pipwiseIntl);
  expect(seen.beforeFirstPrice, "Intl number formats made before the first price").toBe(0);
  const instruments = new Map(((await storedRows(home, "instruments")) as Instrument[]).map((i) => [i.Code, i]));
  const row = home.locator('[data-testid="quote-row"]').first();
  const instrument = instruments.get((await row.getAttribute("data-code"))!)!;
  const shown = (await row.getByTestId("quote-price").textContent())!;
  expect(shown, "a price in German: a decimal comma").toMatch(instrument.PricePrecision > 0 ? /^[\d.]+,\d+$/ : /^[\d.]+$/);
});

test("a return visit to /trade draws the kept candles marked saved while the chart's answer and the socket are held, then live", async ({ page, context, request }) => {
  await page.goto("/trade?lang=en");
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);
  await expect(chart).not.toHaveAttribute("data-saved");
  const period = await chart.getAttribute("data-period");
  await expect.poll(async () => (await storedRows(page, "meta")).some((row) => (row as { key: string }).key.endsWith(`|${period}`)), {
    message: "the chart's answer kept on the device",
  }).toBe(true);

  const network = await holdNetwork(context, request, ["/v1/api/forex/kline", "/v1/api/forex/trade_list"]);
  try {
    const trade = await comeBack(context, page, "/trade");
    const savedChart = trade.getByTestId("chart");
    await expect(savedChart).toHaveAttribute("data-saved", "true");
    await expectCandlesDrawn(savedChart);
    await expect(trade.getByTestId("chart-as-of"), "the kept candles say how old they are").toBeVisible();
    expect(network.held, "the chart's answer was asked for and held").toContain("/v1/api/forex/kline");

    await network.release();
    await expect(savedChart).not.toHaveAttribute("data-saved");
    await expect(trade.getByTestId("chart-as-of")).toHaveCount(0);
    await expectCandlesDrawn(savedChart);
  } finally {
    await network.release();
  }
});
