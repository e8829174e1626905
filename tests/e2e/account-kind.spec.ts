import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "#domain/locales.ts";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
import { expectHomeRows } from "../support/quotes.ts";
import { overflowingTexts } from "../support/text-fit.ts";

const badge = (page: Page) => page.getByTestId("account-kind");

/** Home, /trade and /order each say in their header which account they trade on. */
async function expectTradingScreensSay(page: Page, kind: "demo" | "real", text: string) {
  for (const path of ["/", "/trade", "/order"]) {
    await page.goto(path);
    await expect(page.locator(".page-header").getByTestId("account-kind"), path).toHaveAttribute("data-kind", kind);
    await expect(badge(page), path).toHaveText(text);
  }
}

test("a registered user opens the demo account and comes back without logging out, every trading screen saying which one it is", async ({ page, request }) => {
  const email = uniqueEmail("demo-switch");
  const real = await registerByApi(request, email);
  await storeSession(page, real);
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("user-name")).toHaveText(email);
  await expectTradingScreensSay(page, "real", "Real");
  const realColour = await badge(page).evaluate((el) => getComputedStyle(el).color);

  await page.goto("/user");
  await page.getByTestId("open-demo").click();
  await expect(page.getByTestId("user-name")).toHaveText("Mock account");
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");
  await expect(badge(page)).toHaveAttribute("data-kind", "demo");
  await expectTradingScreensSay(page, "demo", "Demo");
  expect(await badge(page).evaluate((el) => getComputedStyle(el).color)).not.toBe(realColour);

  await page.goto("/user");
  await page.getByTestId("back-to-real").click();
  await expect(page.getByTestId("user-name")).toHaveText(email);
  await expect(badge(page)).toHaveAttribute("data-kind", "real");
  await expect(page.getByTestId("back-to-real")).toHaveCount(0);

  // Logging out of the demo account ends the real session set aside as well.
  await page.getByTestId("open-demo").click();
  await expect(page.getByTestId("user-name")).toHaveText("Mock account");
  await page.goto("/mine/system");
  await page.getByTestId("logout").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(badge(page)).toHaveCount(0);
  const info = await request.get("/api/user/info", { headers: { authorization: real.token } });
  expect(((await info.json()) as { code: number }).code).toBe(999);
});

test("at 360 px the badge fits home's header in every language", async ({ page, request }) => {
  test.setTimeout(120_000);
  await storeSession(page, await registerByApi(request, uniqueEmail("badge-fit")));
  for (const language of LANGUAGES) {
    await page.goto(`/?lang=${language.value}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    await expectHomeRows(page);
    await expect(badge(page)).toBeVisible();
    const header = (await overflowingTexts(page)).filter((problem) => /brand|account-kind|home/.test(problem));
    expect(header, language.value).toEqual([]);
    const [brand, kind, actions] = await Promise.all([".brand", '[data-testid="account-kind"]', ".home-actions"].map((s) => page.locator(s).boundingBox()));
    // In either direction of text the badge sits between the brand and the buttons, touching neither.
    const apart = (a: typeof kind, b: typeof kind) => a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x;
    expect(apart(kind, brand) && apart(kind, actions), language.value).toBe(true);
  }
});
