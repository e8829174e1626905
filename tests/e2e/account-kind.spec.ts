import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
import { LANGUAGES } from "#domain/locales.ts";
import { ORDER_BUY, SUBMIT_MARKET, type Order } from "#domain/order.ts";
import { data, PASSWORD, registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
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

/** The token of the session the page keeps. */
const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("pipwise.session") ?? "null") as { token?: string } | null)?.token ?? null);

/** Everything the page keeps in localStorage, to look for a token in. */
const everythingStored = (page: Page) => page.evaluate(() => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join("\n"));

async function openOwnDemo(page: Page) {
  await page.goto("/user?lang=en");
  await page.getByTestId("open-demo").click();
  await expect(page.getByTestId("user-name")).toHaveText("Mock account");
}

const logIn = async (request: APIRequestContext, email: string) =>
  data<LoginResponse>(await request.post("/api/user/loginForU", { form: { account: email, password: PASSWORD, login_type: 1 } }));

async function buyEurusd(request: APIRequestContext, token: string): Promise<Order> {
  const eurusd = (await data<Instrument[]>(await request.get("/v1/api/forex/trade_list"))).find((instrument) => instrument.Code === "EURUSD")!;
  const order = { forex_id: eurusd.Id, type: ORDER_BUY, cont: "0.1", status: SUBMIT_MARKET, multiple: 50 };
  return data<Order>(await request.post("/v1/api/forex/submit", { headers: { authorization: token }, form: order }));
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
  const realAgain = (await storedToken(page))!;

  // Logging out of the demo account ends the real session it was opened from as well.
  await page.getByTestId("open-demo").click();
  await expect(page.getByTestId("user-name")).toHaveText("Mock account");
  await page.goto("/mine/system");
  await page.getByTestId("logout").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(badge(page)).toHaveCount(0);
  const info = await request.get("/api/user/info", { headers: { authorization: realAgain } });
  expect(((await info.json()) as { code: number }).code).toBe(999);
});

test("a registered user's own demo account is the same on two devices, which keep no real token while on it and come back without logging in", async ({ page, browser, request }) => {
  const email = uniqueEmail("own-demo");
  const phone = await registerByApi(request, email);
  const laptop = await logIn(request, email);

  await storeSession(page, phone);
  await openOwnDemo(page);
  expect(await everythingStored(page)).not.toContain(phone.token);
  const order = await buyEurusd(request, (await storedToken(page))!);
  await page.goto("/user");
  // An amount, once the fee is taken: not the placeholder shown while the balance is on its way.
  await expect(page.getByTestId("balance")).toHaveText(/^(?!100,000\.00$)[\d,]+\.\d{2}$/);
  const balance = (await page.getByTestId("balance").textContent())!;

  const other = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: test.info().project.use.baseURL });
  const laptopPage = await other.newPage();
  await storeSession(laptopPage, laptop);
  await openOwnDemo(laptopPage);
  expect(await everythingStored(laptopPage)).not.toContain(laptop.token);
  await expect(laptopPage.getByTestId("balance")).toHaveText(balance);
  await laptopPage.goto("/order");
  await expect(laptopPage.locator(`[data-testid="holding-row"][data-order-id="${order.Id}"]`)).toBeVisible();

  await laptopPage.goto("/user");
  await laptopPage.getByTestId("back-to-real").click();
  await expect(laptopPage.getByTestId("user-name")).toHaveText(email);
  await expect(laptopPage).toHaveURL(/\/user/);
  await other.close();

  await page.getByTestId("back-to-real").click();
  await expect(page.getByTestId("user-name")).toHaveText(email);
  await expect(badge(page)).toHaveAttribute("data-kind", "real");
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
