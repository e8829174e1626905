import { expect, test, type Page } from "@playwright/test";

const serviceWorkerActive = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? "none"))).toBe("activated");

/** The ranked traders, or the note that nobody is ranked yet: either way, the ranking's answer. */
const rankingShown = (page: Page) => page.locator('[data-testid="rank-list"][aria-busy="false"], [data-testid="rank-empty"]');

test("read once, the news, an article, the quotes and the ranking show offline with their age, and refresh by themselves back online", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto("/news?lang=en");
  await serviceWorkerActive(page);
  // Controlled by the service worker from here on: every read goes through it and is kept.
  await page.reload();
  await page.getByTestId("news-row").filter({ hasText: "Trading hours" }).click();
  await expect(page.getByTestId("news-article-title")).toHaveText("Trading hours");
  const articleUrl = page.url();
  await page.goto("/rank?lang=en");
  await expect(rankingShown(page)).toBeVisible();
  await page.goto("/?lang=en");
  await expect(page.getByTestId("quote-row").first()).toBeVisible();
  await expect(page.getByTestId("as-of")).toHaveCount(0);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByTestId("quote-row").first()).toBeVisible();
  await expect(page.getByTestId("as-of")).toContainText("Saved copy, as of");

  await page.goto("/news?lang=en");
  await expect(page.getByTestId("news-row").first().getByTestId("news-title")).toHaveText("Welcome to Pipwise");
  await expect(page.getByTestId("as-of")).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();

  await page.goto(articleUrl);
  await expect(page.getByTestId("news-article-title")).toHaveText("Trading hours");
  await expect(page.getByTestId("as-of")).toBeVisible();

  await page.goto("/rank?lang=en");
  await expect(rankingShown(page)).toBeVisible();
  const stamp = page.getByTestId("as-of");
  await expect(stamp).toBeVisible();

  // Back online: the banner goes, and the page reads its data again without being asked.
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(stamp).toHaveCount(0);
});
