import { expect, test } from "@playwright/test";
import { expectHomeRows } from "../support/quotes.ts";

type Window = { __rowCounts: number[] };

/** The number of home rows after every batch of changes to the page, in order. */
function recordRowCounts() {
  const counts: number[] = [];
  (window as unknown as Window).__rowCounts = counts;
  new MutationObserver(() => {
    const count = document.querySelectorAll('[data-testid="quote-row"]').length;
    if (count !== counts.at(-1)) counts.push(count);
  }).observe(document, { childList: true, subtree: true });
}

test("home mounts the rows of the first screen, then the rest in later passes", async ({ page }) => {
  await page.addInitScript(recordRowCounts);
  await page.goto("/");
  await expectHomeRows(page);
  const counts = await page.evaluate(() => (window as unknown as Window).__rowCounts);
  const all = counts.at(-1)!;
  const first = counts.find((count) => count > 0)!;
  expect(first, `rows in the first pass, of ${all}`).toBeLessThan(all);

  // The first pass fills the screen: its last row reaches below the bottom edge.
  await page.goto("/");
  await expectHomeRows(page);
  const bottom = await page.locator('[data-testid="quote-row"]').nth(first - 1).evaluate((row) => row.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThan(page.viewportSize()!.height);
});
