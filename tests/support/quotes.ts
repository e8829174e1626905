import { expect, type Page } from "@playwright/test";

export const MIN_HOME_ROWS = 40;
/**
 * Rows that surely move within a few seconds at 360×740: about nine are on screen, and only those
 * follow every tick (off-screen ones are refreshed every few seconds).
 */
export const MOVING_ROWS_ON_SCREEN = 5;

/** Price text of every home row, by instrument code. */
export async function homePrices(page: Page): Promise<Record<string, string>> {
  return page.locator('[data-testid="quote-row"]').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => [row.getAttribute("data-code") ?? "", row.querySelector('[data-testid="quote-price"]')?.textContent ?? ""]),
    ),
  );
}

/** How many rows show a different price than in `before`. */
export async function changedSince(page: Page, before: Record<string, string>): Promise<number> {
  const now = await homePrices(page);
  return Object.entries(now).filter(([code, price]) => code in before && before[code] !== price).length;
}

/** Waits until home lists at least `MIN_HOME_ROWS` instruments with a price each. */
export async function expectHomeRows(page: Page): Promise<void> {
  await expect.poll(async () => (await page.locator('[data-testid="quote-row"]').count()), { message: "home rows" })
    .toBeGreaterThanOrEqual(MIN_HOME_ROWS);
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
}

/**
 * Asserts that at least `atLeast` home rows change their price within `timeout` ms, counted from
 * the moment of this call. Returns the count seen.
 */
export async function expectPricesToChange(page: Page, { atLeast, timeout }: { atLeast: number; timeout: number }): Promise<number> {
  const before = await homePrices(page);
  let changed = 0;
  await expect
    .poll(async () => (changed = await changedSince(page, before)), { timeout, intervals: [100], message: "rows whose price changed" })
    .toBeGreaterThanOrEqual(atLeast);
  return changed;
}
