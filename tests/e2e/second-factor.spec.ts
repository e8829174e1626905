import { expect, test } from "@playwright/test";
import { PASSWORD, logInThroughForm, registerByApi, uniqueEmail } from "./accounts-helpers.ts";
import { logOutThroughPage, nextTotpCode, turnOnTotpThroughPage } from "./factor-helpers.ts";
import { overflowingTexts } from "../support/text-fit.ts";

test("the authenticator app is turned on in the user centre and then asked for at every password log-in", async ({ page, request }) => {
  const email = uniqueEmail("totp");
  await registerByApi(request, email);
  await page.goto("/login?lang=en&from=%2Fuser");
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/user$/);

  const { secret, recovery } = await turnOnTotpThroughPage(page, request);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(recovery).toHaveLength(10);
  await expect(page.getByTestId("totp-on")).toContainText("10");

  await logOutThroughPage(page);
  await page.goto("/login?lang=en");
  await logInThroughForm(page, email);
  await expect(page.getByTestId("factor-login-form")).toBeVisible();
  await page.getByTestId("factor-login-code").fill("000000");
  await page.getByTestId("factor-login-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "The code is wrong or has already been used" })).toBeVisible();
  await page.getByTestId("factor-login-code").fill(await nextTotpCode(request, secret));
  await page.getByTestId("factor-login-submit").click();
  await expect(page).toHaveURL(/\/$/);
});

test("a recovery code logs in once in place of the app's code", async ({ page, request }) => {
  const email = uniqueEmail("recovery");
  await registerByApi(request, email);
  await page.goto("/login?lang=en&from=%2Fuser");
  await logInThroughForm(page, email);
  const { recovery } = await turnOnTotpThroughPage(page, request);

  const logInWithRecoveryCode = async () => {
    await logOutThroughPage(page);
    await page.goto("/login?lang=en");
    await logInThroughForm(page, email, PASSWORD);
    await page.getByTestId("factor-login-code").fill(recovery[0]!);
    await page.getByTestId("factor-login-submit").click();
  };
  await logInWithRecoveryCode();
  await expect(page).toHaveURL(/\/$/);
  await logInWithRecoveryCode();
  await expect(page.getByTestId("toast").filter({ hasText: "The code is wrong or has already been used" })).toBeVisible();
});

test("the two-step pages fit a 360 px phone in Arabic, right to left", async ({ page, request }) => {
  const email = uniqueEmail("totp-ar");
  await registerByApi(request, email);
  await page.goto("/login?lang=ar&from=%2Fuser");
  await logInThroughForm(page, email);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.locator('[data-testid="user-entry"][data-to="/mine/security"]').click();
  await page.getByTestId("totp-begin").click();
  await expect(page.getByTestId("totp-qr")).toBeVisible();
  await expect(page.getByTestId("totp-setup")).toContainText("امسح هذا الرمز");
  expect(await overflowingTexts(page)).toEqual([]);
  const box = await page.getByTestId("totp-secret").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
