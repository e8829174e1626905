import { expect, test } from "@playwright/test";
import { signInToBackOffice } from "./back-office-helpers.ts";
import { phonePhoto } from "./photos.ts";

test("a visitor reads the broker's announcements in their language, a category at a time, and the current one", async ({ page }) => {
  await page.goto("/news?lang=en");
  const rows = page.getByTestId("news-row");
  await expect(rows.first().getByTestId("news-title")).toHaveText("Welcome to Pipwise");
  await expect(page.getByTestId("news-list")).toContainText("Trading hours");
  await expect(page.getByTestId("news-list")).toContainText("Risk warning");

  await page.getByTestId("news-tab-3").click();
  await expect(page.getByTestId("news-empty")).toBeVisible();
  await page.getByTestId("news-tab-1").click();
  await page.getByTestId("news-row").filter({ hasText: "Trading hours" }).click();
  await expect(page).toHaveURL(/\/news\/detail\?id=\d+/);
  await expect(page.getByTestId("news-article-title")).toHaveText("Trading hours");
  await expect(page.getByTestId("news-body").locator("p").first()).toBeVisible();

  await page.goto("/mine/announcement?lang=de");
  await expect(page.getByTestId("news-article-title")).toHaveText("Willkommen bei Pipwise");
  await expect(page.getByTestId("news-body").locator("h2").first()).toBeVisible();
});

test("an operator writes an article in two languages with a cover, readers get theirs or the English one, and it is taken down", async ({ page, request, browser }) => {
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.getByRole("link", { name: "News" }).click();
  await expect(backOffice.getByRole("table")).toContainText("Welcome to Pipwise");
  await backOffice.getByRole("button", { name: "Write an article" }).click();
  const form = backOffice.locator("form.news-form");
  await form.getByLabel("Category").selectOption({ label: "Market news" });

  // Nothing is sent until every language has a title and a body.
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Write a title.")).toBeVisible();

  const english = form.getByTestId("news-text-en");
  await english.getByLabel("Title").fill("Why gold rose this week");
  await english.getByLabel("Summary (shown in the list)").fill("Lower yields and a weaker dollar.");
  await english.getByLabel(/^Article/).fill(
    "## What moved gold\n\nYields **fell** after the data.\n\n<script>window.pwned = 1</script>\n\n[read more](javascript:window.pwned=2) <img src=x onerror=\"window.pwned=3\">",
  );
  await form.getByLabel("Add a language").selectOption({ label: "Deutsch" });
  const german = form.getByTestId("news-text-de");
  await german.getByLabel("Title").fill("Warum Gold diese Woche stieg");
  await german.getByLabel(/^Article/).fill("## Was Gold bewegte\n\nDie Renditen **fielen**.");
  await form.getByLabel("Choose a cover picture").setInputFiles({ name: "gold.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(41, 1200, 800) });
  await expect(form.locator(".protected-picture img")).toBeVisible();
  await form.getByLabel("Publish when saved").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(backOffice.getByText(/^Article #\d+ saved\.$/)).toBeVisible();
  const row = backOffice.getByRole("row").filter({ hasText: "Why gold rose this week" });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("en de");

  // A German reader gets the German text with its cover; a French one falls back to English.
  await page.goto("/news?lang=de");
  const newest = page.getByTestId("news-row").first();
  await expect(newest.getByTestId("news-title")).toHaveText("Warum Gold diese Woche stieg");
  await expect.poll(() => newest.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto("/news?lang=fr");
  await page.getByTestId("news-row").first().click();
  await expect(page.getByTestId("news-article-title")).toHaveText("Why gold rose this week");
  const body = page.getByTestId("news-body");
  await expect(body.locator("h2")).toHaveText("What moved gold");
  await expect(body.locator("strong")).toHaveText("fell");
  await expect(body.locator("script, img, [onerror]")).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  const articleUrl = page.url();

  backOffice.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(row).toContainText("Unpublished");
  await page.goto("/news?lang=en");
  await expect(page.getByTestId("news-row").first().getByTestId("news-title")).toHaveText("Welcome to Pipwise");
  await page.goto(articleUrl);
  await expect(page.getByTestId("toast")).toBeVisible();
  await expect(page.getByTestId("news-article")).toHaveCount(0);
  await desk.close();
});

test("the news list and an article fit 360 px in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/news?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("news-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId("news-row").first().click();
  await expect(page.getByTestId("news-body")).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
});
