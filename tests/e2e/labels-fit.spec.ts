import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "#domain/locales.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { PASSWORD, demoByApi, registerByApi } from "./accounts-helpers.ts";
import { certifiedFundedUser } from "./funded-user.ts";
import { closeByApi, submitMinimum } from "./trading-helpers.ts";
import { expectHomeRows } from "../support/quotes.ts";
import { overflowingTexts } from "../support/text-fit.ts";

/** The screens a new user sees first, each with what must be on screen before it is measured. */
const PUBLIC_SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: "/", ready: async (page) => {
    await expectHomeRows(page);
    await expect(page.getByTestId("category-chip").nth(1)).toBeVisible();
  } },
  { path: "/login", ready: (page) => expect(page.getByTestId("login-form")).toBeVisible() },
  { path: "/register", ready: (page) => expect(page.getByTestId("register-form")).toBeVisible() },
  { path: "/language", ready: (page) => expect(page.getByTestId("language-option")).toHaveCount(LANGUAGES.length) },
  { path: "/product", ready: (page) => expect(page.getByTestId("instrument-result").first()).toBeVisible() },
  { path: "/mine/email", ready: (page) => expect(page.getByTestId("contact-email-page")).toBeVisible() },
  { path: "/feedback", ready: (page) => expect(page.getByTestId("feedback-chat")).toBeVisible() },
];

const ACCOUNT = "labels-fit@pipwise.test";
let session: LoginResponse;
/** A demo trader with an open position, a pending order and a closed one, for the trading screens. */
let trader: LoginResponse;
/** A verified real user with 1,000 USD, for the withdrawal form. */
let withdrawer: LoginResponse;
// One account for every language; a worker restarted after a failure logs in instead of registering again.
test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/user/loginForU", { form: { account: ACCOUNT, password: PASSWORD, login_type: 1 } });
  const body = (await login.json()) as { code: number; data: LoginResponse };
  session = body.code === 1 ? body.data : await registerByApi(request, ACCOUNT);
  trader = await demoByApi(request);
  const closed = await submitMinimum(request, trader, { code: "EURUSD" });
  await closeByApi(request, trader, closed.Id);
  await submitMinimum(request, trader, { code: "EURUSD", stopLoss: "0.5", takeProfit: "9" });
  await submitMinimum(request, trader, { code: "EURUSD", type: 2, target: "9" });
  withdrawer = await certifiedFundedUser(request, "labels-fit-withdraw", "1000");
});

test.describe("at 360 px every label fits", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`in ${language.label} (${language.value})`, async ({ page }) => {
      const found: string[] = [];
      const measure = async (path: string) => {
        for (const problem of await overflowingTexts(page)) found.push(`${path}: ${problem}`);
      };

      for (const { path, ready } of PUBLIC_SCREENS) {
        await page.goto(`${path}?lang=${language.value}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        await ready(page);
        await measure(path);
      }

      await page.evaluate((value) => localStorage.setItem("pipwise.session", value), JSON.stringify(session));
      await page.goto("/user");
      await expect(page.getByTestId("balance")).toHaveText(/\d/);
      await expect(page.getByTestId("user-entry").first()).toBeVisible();
      // The install offer, as when the browser says the app can be installed.
      await page.evaluate(() => window.dispatchEvent(Object.assign(new Event("beforeinstallprompt"), { prompt: () => Promise.resolve(), userChoice: new Promise(() => {}) })));
      await expect(page.getByTestId("install-card")).toBeVisible();
      await measure("/user");
      await page.goto("/mine/auth");
      await expect(page.getByTestId("real-name-form")).toBeVisible();
      await measure("/mine/auth");
      await page.goto("/mine/invite");
      await expect(page.getByTestId("invite-count")).toHaveText("0");
      await measure("/mine/invite");
      await page.goto("/mine/charge");
      await expect(page.getByTestId("deposit-qr")).toBeVisible();
      await page.getByTestId("deposit-submit").click();
      await expect(page.getByTestId("deposit-amount-error")).toBeVisible();
      await measure("/mine/charge");
      await page.getByTestId("deposit-tab-wire").click();
      await expect(page.getByTestId("wire-bank-card")).toBeVisible();
      await measure("/mine/charge wire");
      await page.goto("/mine/withdraw");
      await expect(page.getByTestId("withdraw-identity")).toBeVisible();
      await measure("/mine/withdraw unverified");
      await page.goto("/mine/withdraw-way?type=2");
      await page.getByTestId("bind-submit").click();
      await expect(page.getByTestId("bank-payee_name-error")).toBeVisible();
      await measure("/mine/withdraw-way bank");
      await page.goto("/mine/wallet");
      await expect(page.getByTestId("wallet-balance")).toHaveText(/\d/);
      await measure("/mine/wallet");

      await page.evaluate((value) => localStorage.setItem("pipwise.session", value), JSON.stringify(withdrawer));
      await page.goto("/mine/withdraw");
      await page.getByTestId("withdraw-amount").fill("100");
      await expect(page.getByTestId("withdraw-received")).toHaveText(/99/);
      await page.getByTestId("withdraw-submit").click();
      await expect(page.getByTestId("not-bound-dialog")).toBeVisible();
      await measure("/mine/withdraw not bound");
      await page.keyboard.press("Escape");
      await page.getByTestId("withdraw-tab-wire").click();
      await expect(page.getByTestId("method-none")).toBeVisible();
      await measure("/mine/withdraw bank");

      await page.evaluate((value) => localStorage.setItem("pipwise.session", value), JSON.stringify(trader));
      await page.goto("/order");
      await expect(page.getByTestId("holding-row")).toBeVisible();
      await expect(page.getByTestId("account-balance")).toHaveText(/\d/);
      await measure("/order");
      await page.getByTestId("orders-tab-dealing").click();
      await expect(page.getByTestId("pending-row")).toBeVisible();
      await measure("/order dealing");
      await page.getByTestId("orders-tab-history").click();
      await expect(page.getByTestId("history-row")).toBeVisible();
      await measure("/order history");
      await page.getByTestId("orders-tab-holding").click();
      await page.getByTestId("set-stops").click();
      await expect(page.getByTestId("stops-sheet")).toBeVisible();
      await measure("/order TP/SL");
      await page.goto("/mine/history");
      await expect(page.getByTestId("ledger-row").first()).toBeVisible();
      await measure("/mine/history");
      await page.goto("/trade");
      await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
      await measure("/trade");
      await page.getByTestId("trade-buy").click();
      const sheet = page.getByTestId("order-sheet");
      await expect(sheet.getByTestId("preview-margin")).toHaveText(/\d/);
      await sheet.getByTestId("order-pending").click();
      await sheet.locator("#order-stop-loss").fill("999999");
      await expect(sheet.getByTestId("order-stop-loss-error")).toBeVisible();
      await measure("/trade order sheet");
      await sheet.locator(".sheet-body").evaluate((body) => body.scrollTo(0, body.scrollHeight));
      await measure("/trade order sheet, scrolled");

      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

test("the measure finds a cut-off label, a clamped one and one off the screen, and passes one that fits", async ({ page }) => {
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
    <div style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">A label far too long for its box</div>
    <div style="width:80px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden">three short lines of words clamped to two</div>
    <div style="position:absolute;left:340px;width:60px">Outside</div>
    <div style="width:200px">Fits</div>
    <div style="width:100px;overflow-x:auto;white-space:nowrap"><span style="display:inline-block">Scrolls sideways on purpose, like the chips</span></div>`);
  const found = await overflowingTexts(page);
  expect(found.map((line) => /"([^"]+)"/.exec(line)![1])).toEqual([
    "A label far too long for its box",
    "three short lines of words clamped to two",
    "Outside",
  ]);
});
