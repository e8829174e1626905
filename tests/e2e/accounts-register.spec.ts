import { expect, test } from "@playwright/test";
import { PASSWORD, codeSentTo, fromOf, logInThroughForm, uniqueEmail } from "./accounts-helpers.ts";

test("registers by e-mail with the code from the mailbox, logs out and logs in again", async ({ page, request }) => {
  const email = uniqueEmail("register");
  await page.goto("/register?lang=en");
  // The countries not served are named where a visitor registers, and in the user centre.
  await expect(page.getByTestId("service-notice")).toContainText("North Korea, Israel, China, Vanuatu and Cuba");
  await page.locator("#register-account").fill(email);
  await page.locator("#register-password").fill(PASSWORD);
  await page.locator("#register-repeat").fill(PASSWORD);

  const send = page.getByTestId("send-code");
  await send.click();
  // The button counts down from 60 s and cannot be pressed meanwhile.
  await expect(send).toHaveText(/^(60|59|58)s$/);
  await expect(send).toBeDisabled();

  await page.getByTestId("code-input").fill(await codeSentTo(request, email));
  await expect(page.getByTestId("risk-warning-line")).toBeVisible();
  await page.getByTestId("register-accept").check();
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/user");
  await expect(page.getByTestId("user-name")).toHaveText(email);
  await expect(page.getByTestId("balance")).toHaveText("0.00");
  await expect(page.getByTestId("service-notice")).toContainText("North Korea, Israel, China, Vanuatu and Cuba");

  // Log out from "Other" (/mine/system), which asks first.
  await page.locator('[data-testid="user-entry"][data-to="/mine/system"]').click();
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("logout-dialog")).toBeVisible();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("pipwise.session"))).toBeNull();

  await page.goto("/user");
  await expect(page).toHaveURL(/\/login\?/);
  expect(fromOf(page.url())).toBe("/user");

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId("user-name")).toHaveText(email);
});

test("checks the form before sending it: required fields and passwords that differ", async ({ page }) => {
  await page.goto("/register?lang=en&invite_code=FRIEND42");
  await expect(page.locator("#register-invite")).toHaveValue("FRIEND42");
  await page.locator("#register-account").fill(uniqueEmail("differ"));
  await page.locator("#register-password").fill(PASSWORD);
  await page.locator("#register-repeat").fill(`${PASSWORD}x`);
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("register-repeat-error")).toHaveText("Passwords differ");
  await expect(page.getByTestId("register-code-error")).toHaveText("Please enter the verification code");
  await expect(page.getByTestId("register-accept-error")).toHaveText("Accept the terms of use and the risk warning to open an account");
  await expect(page).toHaveURL(/\/register/);
});

test("asks for the account and the password on the login form", async ({ page }) => {
  await page.goto("/login?lang=en");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-account-error")).toHaveText("Please enter your e-mail or phone number");
  await expect(page.getByTestId("login-password-error")).toHaveText("Please enter your password");
});
