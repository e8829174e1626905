import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectHomeRows } from "../support/quotes.ts";

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
const mutedColour = (page: Page) =>
  page.evaluate(() => {
    const probe = Object.assign(document.createElement("span"), { className: "muted" });
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

test("offline, prices are greyed without up or down colours, and live again back online", async ({ page, context }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  const coloured = page.locator(".quote-row .up, .quote-row .down, .change-up, .change-down, .sparkline-up, .sparkline-down");
  await expect.poll(() => coloured.count(), { message: "live prices coloured up or down" }).toBeGreaterThan(0);
  const muted = await mutedColour(page);

  await context.setOffline(true);
  await expect(coloured).toHaveCount(0);
  const values = page.locator(".quote-values").first();
  expect(await colourOf(values.getByTestId("quote-price"))).toBe(muted);
  expect(await colourOf(values.getByTestId("quote-change"))).toBe(muted);
  await expect(page.locator(".quote-values:not([data-stale])")).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.locator("[data-stale]")).toHaveCount(0);

  // The instrument picker of /trade greys its prices the same way.
  await page.getByTestId("quote-row").first().click();
  await page.getByTestId("instrument-drawer").click();
  const line = page.locator(".line-values").first();
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute("data-stale");
  await context.setOffline(true);
  await expect(line).toHaveAttribute("data-stale", "true");
  await expect(page.locator(".line-values .up, .line-values .down")).toHaveCount(0);
  expect(await colourOf(line)).toBe(muted);

  await context.setOffline(false);
  await expect(line).not.toHaveAttribute("data-stale");
});
