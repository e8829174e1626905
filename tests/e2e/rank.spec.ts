import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LANGUAGES } from "#domain/locales.ts";
import { overflowingTexts } from "../support/text-fit.ts";
import { registerByApi } from "./accounts-helpers.ts";

/** Its own domain per run, so the masked name ("a***r@rank-….test") is this run's and no one else's. */
const DOMAIN = `rank-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.test`;
const ACE = `ace.trader@${DOMAIN}`;
const SLIP = `slip.trader@${DOMAIN}`;
const ACE_NAME = `a***r@${DOMAIN}`;
const SLIP_NAME = `s***r@${DOMAIN}`;

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<void> {
  expect(response.ok(), `${response.url()} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
}

type Trade = { code: string; days_ago: number; leverage: number; margin: string; fee: string; profit: string };

/** Weeks of closed orders for a real account (test door), as if it had traded them. */
const trades = async (request: APIRequestContext, email: string, list: Trade[]) =>
  ok(await request.post("/v1/api/test/ranking/trades", { data: { email, trades: list } }));

/** The scheduled recomputation, run now instead of in five minutes. */
const recompute = async (request: APIRequestContext) => ok(await request.post("/v1/api/test/ranking/refresh"));

const card = (page: Page, name: string) => page.getByTestId("rank-entry").filter({ has: page.getByTestId("rank-user").getByText(name, { exact: true }) });

test.beforeAll(async ({ request }) => {
  await registerByApi(request, ACE);
  await registerByApi(request, SLIP);
  await trades(request, ACE, [
    { code: "EURUSD", days_ago: 30, leverage: 100, margin: "100", fee: "1", profit: "-49" }, // −50, before the three weeks
    { code: "EURUSD", days_ago: 6, leverage: 100, margin: "200", fee: "2", profit: "1902" }, // +1900
    { code: "XAUUSD", days_ago: 2, leverage: 50, margin: "200", fee: "2", profit: "-98" }, // −100
  ]);
  await trades(request, SLIP, [{ code: "XAUUSD", days_ago: 1, leverage: 20, margin: "1000", fee: "5", profit: "-120" }]);
  await recompute(request);
});

test.describe("the ranking at 360 px", () => {
  test("lists real traders with their figures, reached from the footer's ranking tab", async ({ page }) => {
    await page.goto("/?lang=en");
    await page.getByTestId("tab-ranking").click();
    await expect(page).toHaveURL(/\/rank$/);

    const ace = card(page, ACE_NAME);
    await expect(ace).toBeVisible();
    await expect(ace.getByTestId("rank-three-week-rate")).toHaveText("+450.00%");
    await expect(ace.getByTestId("rank-three-week-rate")).toHaveCSS("color", "rgb(22, 199, 132)");
    await expect(ace.getByTestId("rank-win-rate")).toHaveText("50.00%");
    await expect(ace.getByTestId("rank-income")).toHaveText("1,800.00");
    await expect(ace.getByTestId("rank-total-rate")).toHaveText("+350.00%");
    await expect(ace.getByTestId("rank-total-orders")).toHaveText("3");
    await expect(ace.getByTestId("rank-followers")).toHaveText("0");
    await expect(ace.getByTestId("rank-drawdown")).toHaveText("20.00%");
    await expect(ace.getByTestId("rank-multiple")).toHaveText("×100");
    await expect(ace.getByTestId("rank-variety")).toHaveText("EUR/USD");

    const slip = card(page, SLIP_NAME);
    await expect(slip.getByTestId("rank-three-week-rate")).toHaveText("-12.50%");
    await expect(slip.getByTestId("rank-three-week-rate")).toHaveCSS("color", "rgb(246, 85, 96)");
    const names = await page.getByTestId("rank-user").allTextContents();
    expect(names.indexOf(ACE_NAME)).toBeLessThan(names.indexOf(SLIP_NAME));
    expect(names.join(" ")).not.toContain("ace.trader");
    expect(await overflowingTexts(page)).toEqual([]);
  });

  test("marks the copy-trading tab coming soon, reached from home's ranking link", async ({ page }) => {
    await page.goto("/?lang=en");
    await page.getByTestId("ranking-link").click();
    await expect(page).toHaveURL(/\/rank$/);
    const documentary = page.getByTestId("rank-tab-documentary");
    await expect(documentary).toContainText("Coming soon");
    await documentary.click();
    await expect(page.getByTestId("documentary-coming-soon")).toHaveText(/coming soon/);
    await expect(page.getByTestId("rank-entry")).toHaveCount(0);
    await page.getByTestId("rank-tab-ranking").click();
    await expect(card(page, ACE_NAME)).toBeVisible();
  });

  test("reads right to left in Arabic, every label fitting", async ({ page }) => {
    await page.goto("/rank?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const ace = card(page, ACE_NAME);
    await expect(ace.getByTestId("rank-three-week-rate")).toHaveText("\u200e+450.00\u200e%\u200e");
    await expect(ace.getByText("معدل الربح لثلاثة أسابيع")).toBeVisible();
    // The place badge starts the row, which in Arabic is its right end.
    const place = (await ace.locator(".rank-place").boundingBox())!;
    const user = (await ace.getByTestId("rank-user").boundingBox())!;
    expect(place.x).toBeGreaterThan(user.x);
    // Numbers stay left-to-right, yet each value starts on the right, above its label.
    const textEnds = await ace.locator(".rank-figure", { has: page.getByTestId("rank-win-rate") }).evaluate((figure) =>
      [...figure.children].map((child) => {
        const range = document.createRange();
        range.selectNodeContents(child);
        return Math.round(range.getBoundingClientRect().right);
      }),
    );
    expect(Math.abs(textEnds[0]! - textEnds[1]!)).toBeLessThan(2);
    expect(await overflowingTexts(page)).toEqual([]);
  });

  test("fits every language", async ({ page }) => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto(`/rank?lang=${language.value}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
      await expect(card(page, ACE_NAME)).toBeVisible();
      for (const problem of await overflowingTexts(page)) found.push(`${language.value}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  test("stays readable offline from the last visit", async ({ page, context }) => {
    await page.goto("/rank?lang=en");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? "none"))).toBe("activated");
    // Now controlled by the service worker, the ranking read goes through it and is kept.
    await page.reload();
    await expect(card(page, ACE_NAME)).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(card(page, ACE_NAME).getByTestId("rank-three-week-rate")).toHaveText("+450.00%");
    await context.setOffline(false);
  });
});

test.describe("without the service worker, answers played by the test", () => {
  test.use({ serviceWorkers: "block" });

  test("shows the empty state when nobody is ranked", async ({ page }) => {
    await page.route("**/api/follow/list*", (route) => route.fulfill({ json: { code: 1, msg: "Success", data: [] } }));
    await page.goto("/rank?lang=en");
    await expect(page.getByTestId("rank-empty")).toBeVisible();
    await expect(page.getByTestId("rank-entry")).toHaveCount(0);
  });

  test("shows a skeleton while loading, and a retry after a failure", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route("**/api/follow/list*", async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      await held;
      return route.abort("internetdisconnected");
    });
    await page.goto("/rank?lang=en");
    await expect(page.getByTestId("rank-skeleton").first()).toBeVisible();
    release();
    await expect(page.getByTestId("rank-error")).toBeVisible();
    await expect(page.getByTestId("rank-skeleton")).toHaveCount(0);
    await page.getByTestId("rank-retry").click();
    await expect(card(page, ACE_NAME)).toBeVisible();
    await expect(page.getByTestId("rank-error")).toHaveCount(0);
  });
});
