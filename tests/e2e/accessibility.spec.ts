import { expect, test } from "@playwright/test";
import { wcagViolations } from "../support/axe.ts";
import { expectHomeRows } from "../support/quotes.ts";

// English, the first audience's Traditional Chinese, and a right-to-left language, in both themes.
for (const [lang, theme] of ["en", "zh-Hant", "ar"].flatMap((lang) => (["dark", "light"] as const).map((theme) => [lang, theme] as const))) {
  test(`home in ${lang} (${theme}) passes axe's WCAG A and AA rules with every row priced`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/?lang=${lang}`);
    await expectHomeRows(page);
    await expect(page.locator('[data-testid="quote-change"]').first()).toHaveText(/\d/);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test(`trade in ${lang} (${theme}) passes axe's WCAG A and AA rules with both prices on its buttons`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/trade?lang=${lang}`);
    await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
    await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
