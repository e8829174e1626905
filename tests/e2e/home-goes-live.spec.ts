import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { HOME_SNAPSHOT_KEY } from "#data/market/home-snapshot.ts";
import { countNumberFormats, numberFormatsMade } from "../support/number-formats.ts";
import { expectHomeRows } from "../support/quotes.ts";

// No service worker, so that the test can hold the app's main bundle on its way from the server:
// what goes live meanwhile can only be the early script's doing.
test.use({ serviceWorkers: "block" });

const MAIN_BUNDLE = /\/assets\/index-[\w-]+\.js$/;

/** Holds the main bundle's script until `release()`. */
async function holdMainBundle(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(MAIN_BUNDLE, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The kept copy's price per instrument code, as the last visit left it. */
const keptPrices = (page: Page) =>
  page.evaluate((key) => {
    const { html } = JSON.parse(localStorage.getItem(key) ?? "{}") as { html?: string };
    const copy = new DOMParser().parseFromString(html ?? "", "text/html");
    return Object.fromEntries(
      [...copy.querySelectorAll('[data-testid="quote-row"]')].map((row) => [row.getAttribute("data-code"), row.querySelector('[data-testid="quote-price"]')?.textContent]),
    );
  }, HOME_SNAPSHOT_KEY);

/** The copy's rows the live feed has reached: price text and classes, by code. */
const liveCopyRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#boot-shell [data-testid="quote-values"]:not([data-saved])')].map((values) => ({
      code: values.closest('[data-testid="quote-row"]')?.getAttribute("data-code") ?? "",
      price: values.querySelector('[data-testid="quote-price"]')?.textContent ?? "",
      greyed: values.classList.contains("stale"),
    })),
  );

test("a return to home goes live in the kept copy before the app's code has run; the app then takes over the one socket", async ({ page, context }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await expect(page.locator("[data-saved]"), "every row confirmed by the live feed").toHaveCount(0);
  const release = await holdMainBundle(context);
  await page.close();

  await context.addInitScript(countNumberFormats);
  const home = await context.newPage();
  await home.goto("/?lang=en", { waitUntil: "commit" });
  await expect.poll(() => liveCopyRows(home).then((rows) => rows.length), "rows of the copy the feed reached").toBeGreaterThan(0);
  expect(await home.locator("#root > *").count(), "the app has rendered nothing").toBe(0);
  const kept = await keptPrices(home);
  await expect
    .poll(async () => (await liveCopyRows(home)).some((row) => kept[row.code] !== undefined && kept[row.code] !== row.price), "a price moved since the copy was kept")
    .toBe(true);
  expect((await liveCopyRows(home)).every((row) => !row.greyed), "a live row is not greyed").toBe(true);
  expect(await numberFormatsMade(home), "Intl number formats made: the copy writes with the layouts kept on the device").toBe(0);

  release();
  await expect(home.locator("#boot-shell"), "React's page replaced the copy").toHaveCount(0);
  await expect(home.locator('#root [data-testid="quote-values"]').first()).toBeVisible();
  await expect(home.locator('#root [data-testid="quote-values"][data-saved]'), "the app shows the live prices the copy had").toHaveCount(0);
  const state = await home.evaluate(() => window.__pipwise!.realtime!.state());
  expect(state.openedCount, "the early script's socket is the app's").toBe(1);
  expect(state.subscriptions).toContain("DAY_MARKET");
});

test("a first visit reads the quote rows' number layouts while the main bundle is on its way, and the app's first prices make no Intl format", async ({ page, context }) => {
  const release = await holdMainBundle(context);
  await context.addInitScript(countNumberFormats);
  await page.goto("/?lang=fr", { waitUntil: "commit" });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("pipwise.number-layouts") ?? ""), { message: "the French layouts kept before the app runs" })
    .toMatch(/fr\|negative\|decimal.*fr\|exceptZero\|percent/);
  expect(await page.locator("#root > *").count(), "the app has rendered nothing").toBe(0);
  const early = await numberFormatsMade(page);

  release();
  await expectHomeRows(page);
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
  expect(await numberFormatsMade(page), "Intl number formats the app made for its rows").toBe(early);
});
