import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { HOME_SNAPSHOT_KEY } from "#data/market/home-snapshot.ts";
import { expectHomeRows } from "../support/quotes.ts";
import { comeBack, holdNetwork } from "../support/return-visit.ts";

interface FirstPrice {
  /** Where the first price shown was: index.html's shell (the kept copy) or React's root. */
  where: "shell" | "root" | "";
  rootEmpty: boolean;
  inert: boolean;
  saved: boolean;
  /** The copy's writing direction, and whether the page was wider than the screen. */
  direction: string;
  overflows: boolean;
  /** The first screen of rows' price texts, by instrument code, as first shown. */
  prices: Record<string, string>;
}

/** Notes, at the moment the first home price appears, where it is and what the rows say. */
function recordFirstPrice() {
  const seen: FirstPrice = { where: "", rootEmpty: false, inert: false, saved: false, direction: "", overflows: false, prices: {} };
  Object.assign(window, { pipwiseFirstPrice: seen });
  new MutationObserver((_, observer) => {
    const price = [...document.querySelectorAll('[data-testid="quote-price"]')].find((element) => /\d/.test(element.textContent ?? ""));
    if (!price) return;
    observer.disconnect();
    const shell = price.closest<HTMLElement>("#boot-shell");
    seen.where = shell ? "shell" : "root";
    seen.rootEmpty = document.getElementById("root")?.childElementCount === 0;
    seen.inert = shell?.inert ?? false;
    seen.direction = shell ? getComputedStyle(shell).direction : "";
    seen.overflows = document.documentElement.scrollWidth > window.innerWidth;
    seen.saved = [...document.querySelectorAll('[data-testid="quote-values"]')].every((values) => values.hasAttribute("data-saved"));
    for (const row of document.querySelectorAll('[data-testid="quote-row"]')) {
      seen.prices[row.getAttribute("data-code") ?? ""] = row.querySelector('[data-testid="quote-price"]')?.textContent ?? "";
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const firstPrice = (page: Page) => page.evaluate(() => (window as unknown as { pipwiseFirstPrice: FirstPrice }).pipwiseFirstPrice);

/** Home on its live feed, with the service worker ready: what a trader leaves. */
async function liveHome(page: Page, path = "/?lang=en") {
  await page.goto(path);
  await expectHomeRows(page);
  await expect(page.locator("[data-saved]"), "every row confirmed by the live feed").toHaveCount(0);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

async function recordNextLoads(context: BrowserContext) {
  await context.addInitScript(recordFirstPrice);
}

/** React's first render, from the quotes kept with the copy while the feed is held, shows the copy's very prices. */
async function expectAppShowsTheCopysPrices(home: Page, seen: FirstPrice) {
  await expect(home.locator("#boot-shell"), "React's page replaced the copy").toHaveCount(0);
  const rows = home.locator("#root [data-testid='quote-row']");
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(Object.keys(seen.prices).length);
  await expect(home.locator('#root [data-testid="quote-values"]:not([data-saved])'), "still saved: the feed is held").toHaveCount(0);
  for (const [code, price] of Object.entries(seen.prices)) {
    await expect(home.locator(`#root [data-testid="quote-row"][data-code="${code}"] [data-testid="quote-price"]`), code).toHaveText(price);
  }
}

test("a return visit paints home as it was left, its prices marked saved, before the app's code runs; the app then shows the same prices", async ({ page, context, request }) => {
  await liveHome(page);
  await recordNextLoads(context);
  const network = await holdNetwork(context, request, ["/v1/api/forex/trade_list"]);
  try {
    const home = await comeBack(context, page, "/?lang=en");
    await expect.poll(async () => (await firstPrice(home)).where).not.toBe("");
    const seen = await firstPrice(home);
    expect(seen.where, "the first price came from the kept copy").toBe("shell");
    expect(seen.rootEmpty, "React had rendered nothing yet").toBe(true);
    expect(seen.inert, "the copy takes no taps").toBe(true);
    expect(seen.saved, "every price of the copy is marked saved").toBe(true);
    expect(Object.keys(seen.prices).length).toBeGreaterThanOrEqual(8);

    await expectAppShowsTheCopysPrices(home, seen);

    await network.release();
    await expect(home.locator("[data-saved]"), "every row live once the feed answers").toHaveCount(0);
  } finally {
    await network.release();
  }
});

test("rows left below the fold, which follow ticks only now and then, are copied at the quotes kept with them", async ({ page, context, request }) => {
  await page.setViewportSize({ width: 360, height: 240 });
  await liveHome(page);
  const firstRowPrice = page.locator('[data-testid="quote-price"]').first();
  const before = await firstRowPrice.textContent();
  await expect(firstRowPrice, "the feed moved on while the rows below the fold waited").not.toHaveText(before ?? "");
  await recordNextLoads(context);
  // Closed while ticks still arrive, unlike a return on a held network, where the socket's loss re-renders every row first.
  await page.close();
  const network = await holdNetwork(context, request, ["/v1/api/forex/trade_list"]);
  try {
    const home = await context.newPage();
    await home.goto("/?lang=en");
    await expect.poll(async () => (await firstPrice(home)).where).toBe("shell");
    await expectAppShowsTheCopysPrices(home, await firstPrice(home));
  } finally {
    await network.release();
  }
});

test("a return visit in another language paints no copy of home", async ({ page, context }) => {
  await liveHome(page);
  await recordNextLoads(context);
  const home = await comeBack(context, page, "/?lang=de");
  await expect.poll(async () => (await firstPrice(home)).where).toBe("root");
});

test("leaving from another page keeps no copy of home, yet keeps the live prices", async ({ page, context }) => {
  await liveHome(page);
  await page.getByTestId("tab-trade").click();
  await expect(page).toHaveURL(/\/trade$/);
  await recordNextLoads(context);
  const home = await comeBack(context, page, "/?lang=en");
  await expect.poll(async () => (await firstPrice(home)).where).toBe("root");
  const kept = await home.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { html?: string; quotes?: unknown[] }, HOME_SNAPSHOT_KEY);
  expect(kept.html).toBeUndefined();
  expect(kept.quotes?.length).toBeGreaterThan(0);
});

test("in Arabic at 360 px the copy of home is painted right to left and fits the screen", async ({ page, context }) => {
  await liveHome(page, "/?lang=ar");
  await recordNextLoads(context);
  const home = await comeBack(context, page, "/?lang=ar");
  await expect.poll(async () => (await firstPrice(home)).where).toBe("shell");
  const seen = await firstPrice(home);
  expect(seen.direction).toBe("rtl");
  expect(seen.overflows, "nothing wider than 360 px").toBe(false);
});

test("after an update the copy kept by the older build is not painted", async ({ page, context }) => {
  await liveHome(page);
  await context.addInitScript((key) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? "null") as { build?: string } | null;
    if (kept) localStorage.setItem(key, JSON.stringify({ ...kept, build: `${location.origin}/assets/index-older.js` }));
  }, HOME_SNAPSHOT_KEY);
  await recordNextLoads(context);
  const home = await comeBack(context, page, "/?lang=en");
  await expect.poll(async () => (await firstPrice(home)).where).toBe("root");
});
