import { expect, test } from "@playwright/test";
import { LANGUAGES } from "#domain/locales.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("every tab label stays on one line at 360 px, in every language", async ({ page }) => {
  const wrapped: string[] = [];
  for (const language of LANGUAGES) {
    await page.goto(`/?lang=${language.value}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    const labels = page.getByTestId("tab-bar").locator(".tab span");
    await expect(labels).toHaveCount(5);
    const lines = await labels.evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: span.textContent ?? "", lines: tops.size, fits: span.scrollWidth <= span.clientWidth + 1 };
      }),
    );
    for (const label of lines.filter((l) => l.lines !== 1 || !l.fits)) wrapped.push(`${language.value}: "${label.text}" takes ${label.lines} lines`);
  }
  expect(wrapped).toEqual([]);
});
