import { expect, test } from "@playwright/test";
import { PASSWORD, advanceServerClock, codeSentTo, lastMessageId, logInThroughForm, registerByApi, uniqueEmail } from "./accounts-helpers.ts";

/** Registering just sent a code to the address; the next may go out only after 60 s. */
const RESEND_WAIT_MS = 61_000;

const NEW_PASSWORD = "Amber-Lantern-93";

test("a forgotten password is reset with the mailed code, and only the new one logs in", async ({ page, request }) => {
  const email = uniqueEmail("forgot");
  await registerByApi(request, email);
  await advanceServerClock(request, RESEND_WAIT_MS);
  const seen = await lastMessageId(request, email);

  await page.goto("/login?lang=en");
  await page.getByTestId("forgot-link").click();
  await expect(page).toHaveURL(/\/forgot/);
  await page.locator("#forgot-account").fill(email);
  await page.getByTestId("send-code").click();
  await page.getByTestId("code-input").fill(await codeSentTo(request, email, seen));
  await page.locator("#forgot-password").fill(NEW_PASSWORD);
  await page.locator("#forgot-repeat").fill("Amber-Lantern-39");
  await page.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("forgot-repeat-error")).toHaveText("Passwords differ");

  await page.locator("#forgot-repeat").fill(NEW_PASSWORD);
  await page.getByTestId("forgot-submit").click();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByTestId("toast").filter({ hasText: "The account or the password is wrong" })).toBeVisible();
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test("a logged-in user changes the password with a code sent to their own address", async ({ page, request }) => {
  const email = uniqueEmail("amend");
  await registerByApi(request, email);
  await advanceServerClock(request, RESEND_WAIT_MS);
  const seen = await lastMessageId(request, email);
  await page.goto("/login?lang=en&from=%2Fuser");
  await logInThroughForm(page, email);

  await page.locator('[data-testid="user-entry"][data-to="/mine/password"]').click();
  await expect(page.getByTestId("password-form")).toContainText(email);
  await page.getByTestId("send-code").click();
  await page.getByTestId("code-input").fill(await codeSentTo(request, email, seen));
  await page.locator("#password-new").fill(NEW_PASSWORD);
  await page.locator("#password-repeat").fill(NEW_PASSWORD);
  await page.getByTestId("password-submit").click();

  // A new password ends every session, this one too.
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
