import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectHomeRows } from "../support/quotes.ts";

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

type Marked = { pipwiseSameDocument?: boolean };

/** A home row a few places down, so the trade page's own first instrument cannot pass for it. */
async function openHome(page: Page): Promise<{ row: Locator; code: string }> {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  // Marks this document: a navigation the router follows keeps it, a page load drops it.
  await page.evaluate(() => ((window as Marked).pipwiseSameDocument = true));
  const row = page.getByTestId("quote-row").nth(3);
  return { row, code: (await row.locator(".quote-code").textContent())! };
}

async function expectTradeOpenedInPage(page: Page, href: string, code: string): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.locator(".trade-code")).toHaveText(code);
  expect(await page.evaluate(() => (window as Marked).pipwiseSameDocument), "opened by the router, not a page load").toBe(true);
}

test("a quote row is a plain link to its instrument's trade page", async ({ page }) => {
  const { row } = await openHome(page);
  await expect(row).toHaveAttribute("href", /^\/trade\?id=\d+$/);
});

test("a tap on a quote row opens its instrument's trade page in the app", async ({ page }) => {
  const { row, code } = await openHome(page);
  const href = (await row.getAttribute("href"))!;
  await row.tap();
  await expectTradeOpenedInPage(page, href, code);
});

test("Enter on a focused quote row opens its instrument's trade page in the app", async ({ page }) => {
  const { row, code } = await openHome(page);
  const href = (await row.getAttribute("href"))!;
  await row.focus();
  await page.keyboard.press("Enter");
  await expectTradeOpenedInPage(page, href, code);
});

test("a modifier click on a quote row opens the trade page in a new tab and leaves home as it was", async ({ page, context }) => {
  const { row, code } = await openHome(page);
  const href = (await row.getAttribute("href"))!;
  const opened = context.waitForEvent("page");
  await row.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(tab.locator(".trade-code")).toHaveText(code);
  expect(new URL(page.url()).pathname, "home stays open").toBe("/");
});
