import { expect, test } from "@playwright/test";
import { storedRows } from "../support/device-store.ts";
import { expectHomeRows, MIN_HOME_ROWS } from "../support/quotes.ts";

// No service worker: the page's scripts go to the network, where the test can hold them.
test.use({ serviceWorkers: "block" });

test("a visit reads the device's kept prices while the main bundle is still on its way", async ({ page, context }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await expect.poll(async () => (await storedRows(page, "quotes")).length, { message: "quotes kept on the device" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);

  const held: string[] = [];
  await context.route((url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !url.pathname.startsWith("/assets/early-"), (route) => {
    held.push(route.request().url());
  });
  const again = await context.newPage();
  await again.goto("/?lang=en", { waitUntil: "commit" });
  const keptRead = () =>
    again.evaluate(async () => {
      const started = (globalThis as { pipwiseKeptMarket?: Promise<{ quotes: unknown[] } | undefined> }).pipwiseKeptMarket;
      return started ? ((await started)?.quotes.length ?? 0) : 0;
    });
  await expect.poll(keptRead, { message: "kept quotes read before the main bundle ran" }).toBeGreaterThanOrEqual(MIN_HOME_ROWS);
  expect(held.length, "main bundle held").toBeGreaterThan(0);
  expect(await again.locator('[data-testid="quote-row"]').count(), "no module ran").toBe(0);
});
