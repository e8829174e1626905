import { expect, test } from "@playwright/test";
import { translationOf } from "../support/catalog.ts";

test("?lang=ar renders the app right to left in Arabic", async ({ page }) => {
  await page.goto("/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // The tab bar starts at the right edge in a right-to-left layout.
  const tabs = page.getByTestId("tab-bar").locator(":scope > *");
  const first = (await tabs.first().boundingBox())!;
  const last = (await tabs.last().boundingBox())!;
  expect(first.x).toBeGreaterThan(last.x);
});

test("?lang=tw shows the Traditional Chinese (hk) texts and is remembered after a reload", async ({ page }) => {
  const quotes = await translationOf("zh-Hant", "Quotes");
  const trade = await translationOf("zh-Hant", "Trade");
  expect(quotes, "zh-Hant.po translates the Quotes tab").not.toBe("");
  expect(quotes).not.toBe("Quotes");

  await page.goto("/?lang=tw");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByTestId("tab-quotes")).toHaveText(quotes);
  await expect(page.getByTestId("tab-trade")).toHaveText(trade);

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.getByTestId("tab-quotes")).toHaveText(quotes);
});

test("a later ?lang= replaces the remembered language", async ({ page }) => {
  await page.goto("/?lang=tw");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");

  await page.goto("/trade?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("a language picked on /language wins over the ?lang= the address carried, which is dropped", async ({ page }) => {
  await page.goto("/?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-link").click();
  await page.locator('[data-testid="language-option"][data-lang="fr"]').click();

  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(new URL(page.url()).searchParams.has("lang")).toBe(false);
  await expect(page.getByTestId("tab-quotes")).toHaveText(await translationOf("fr", "Quotes"));

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("a first visit with no language chosen, from an English browser", () => {
  test.use({ locale: "en-US" });

  test("opens in English and keeps it after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("tab-quotes")).toHaveText("Quotes");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("takes the standard codes in ?lang=, on any page and on the picker", async ({ page }) => {
    for (const [standard, locale] of [["ja", "ja"], ["ko", "ko"], ["vi", "vi"], ["es", "es"], ["zh-TW", "zh-Hant"], ["zh-HK", "zh-Hant"]] as const) {
      await page.goto(`/?lang=${standard}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByTestId("tab-quotes")).toHaveText(await translationOf(locale, "Quotes"));
    }
    await page.goto("/language?lang=ja");
    await expect(page.locator('[data-testid="language-option"][aria-current="true"]')).toHaveAttribute("data-lang", "jp");
  });
});

test.describe("a first visit from a browser in none of the 15 languages", () => {
  test.use({ locale: "nl-NL" });

  test("opens in Traditional Chinese", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByTestId("tab-quotes")).toHaveText(await translationOf("zh-Hant", "Quotes"));
  });
});
