import { expect, test, type BrowserContext, type Page } from "@playwright/test";

// The realtime worker's script must come from the network, where the test can hold it back.
test.use({ serviceWorkers: "block" });

/** Holds every response whose address matches `pattern` until released; says whether one was asked for. */
async function holdResponses(target: Page | BrowserContext, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await target.route(pattern, async (route) => {
    asked = true;
    await released;
    await route.continue().catch(() => {});
  });
  return { asked: () => asked, release };
}

/** Holds the realtime SharedWorker's script (where the device's store runs) until released. */
const holdRealtimeWorker = (context: BrowserContext) => holdResponses(context, /\/assets\/realtime-[^/]+\.js$/);

test("a first visit lists the trade list's prices, marked saved, before the realtime worker has even started, then live", async ({ page, context }) => {
  const worker = await holdRealtimeWorker(context);
  try {
    await page.goto("/?lang=en");
    await expect.poll(() => page.locator('[data-testid="quote-row"]').count(), { message: "rows from the trade list" }).toBeGreaterThan(0);
    await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
    await expect(page.locator('[data-testid="quote-values"]:not([data-saved])'), "no row claims to be live").toHaveCount(0);
    expect(worker.asked(), "the realtime worker's script was asked for and held").toBe(true);

    worker.release();
    await expect.poll(() => page.locator('[data-testid="quote-values"]:not([data-saved])').count(), { message: "live rows" }).toBeGreaterThan(0);
  } finally {
    worker.release();
  }
});

test("a first visit to /trade shows the header's price from the trade list before the realtime worker has started", async ({ page, context }) => {
  const worker = await holdRealtimeWorker(context);
  try {
    await page.goto("/trade?lang=en");
    await expect(page.getByTestId("trade-price")).toHaveText(/\d/);
    await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
    expect(worker.asked(), "the realtime worker's script was asked for and held").toBe(true);
  } finally {
    worker.release();
  }
});

test("a first visit asks for the trade list while its language's catalog is still on its way, and only once", async ({ page }) => {
  const { release } = await holdResponses(page, /\/assets\/en-[^/]+\.js$/);
  const tradeLists: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v1/api/forex/trade_list") tradeLists.push(request.headers().lang ?? "");
  });
  try {
    await page.goto("/?lang=en");
    await expect.poll(() => tradeLists, { message: "the trade list asked for, in the page's language, with the catalog held" }).toEqual(["en"]);
  } finally {
    release();
  }
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
  await expect(page.locator('[data-testid="quote-values"]:not([data-saved])').first()).toBeVisible();
  expect(tradeLists, "the first navigation did not ask again").toEqual(["en"]);
});

test("a first visit asks for the trade list and categories while the main bundle is still on its way, and the app takes those answers", async ({ page }) => {
  const { release } = await holdResponses(page, /\/assets\/index-[^/]+\.js$/);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(trade_list|getCategories)$/.test(pathname)) asked.push(`${pathname} ${request.headers().lang ?? ""}`);
  });
  const expected = ["/v1/api/forex/trade_list jp", "/v1/api/forex/getCategories jp"];
  try {
    await page.goto("/?lang=ja", { waitUntil: "commit" });
    await expect.poll(() => asked, { message: "the first screen's reads asked for, in the page's language, with the main bundle held" }).toEqual(expected);
  } finally {
    release();
  }
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
  await expect(page.locator('[data-testid="quote-values"]:not([data-saved])').first()).toBeVisible();
  expect(asked, "the app took the early answers instead of asking again").toEqual(expected);
});

test("a first visit to /trade fetches the trade page's code while its language's catalog is still on its way", async ({ page }) => {
  const { release } = await holdResponses(page, /\/assets\/en-[^/]+\.js$/);
  const pageCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/trade-page-[^/]+\.js$/.test(request.url())) pageCode.push(request.url());
  });
  try {
    await page.goto("/trade?lang=en", { waitUntil: "commit" });
    await expect.poll(() => pageCode.length, { message: "the trade page's chunk asked for with the catalog held" }).toBe(1);
  } finally {
    release();
  }
  await expect(page.getByTestId("trade-price")).toHaveText(/\d/);
});
