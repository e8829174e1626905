import { expect, test } from "@playwright/test";
import { expectHomeRows, expectPricesToChange, MIN_HOME_ROWS } from "../support/quotes.ts";

test.describe("on a screen tall enough for every row", () => {
  // Only rows on screen follow every tick.
  test.use({ viewport: { width: 360, height: 4000 } });

  test("home lists at least 40 instruments whose prices move within 3 seconds", async ({ page }) => {
    await page.goto("/");
    await expectHomeRows(page);

    // With every market open each instrument ticks several times in 3 s; half of them is a safe floor.
    await expectPricesToChange(page, { atLeast: MIN_HOME_ROWS / 2, timeout: 3_000 });
  });
});

test("every open instrument shows its percent change", async ({ page }) => {
  await page.goto("/");
  await expectHomeRows(page);
  const changes = await page.locator('[data-testid="quote-change"]').allTextContents();
  expect(changes.length).toBeGreaterThanOrEqual(MIN_HOME_ROWS);
  for (const change of changes) expect(change).toMatch(/^[+-]?\d+\.\d{2}%$/);
});
