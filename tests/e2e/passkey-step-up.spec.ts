import { expect, test } from "@playwright/test";
import { storeSession } from "./accounts-helpers.ts";
import { certifiedFundedUser } from "./funded-user.ts";
import { addPasskeyThroughPage, addVirtualAuthenticator, onLocalhost } from "./passkey-helpers.ts";
import { submitTrc20Binding, submitUsdtWithdrawal } from "./withdraw-helpers.ts";

test("with a passkey added, binding an address and withdrawing each ask for it again, and the passkey answers", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const login = await certifiedFundedUser(request, "passkey-step-up", "1000");
  const email = login.user.email!;
  await storeSession(page, login);
  await page.goto(onLocalhost(baseURL, "/mine/security?lang=en"));
  await addPasskeyThroughPage(page, "Phone");

  await page.goto(onLocalhost(baseURL, "/mine/withdraw?lang=en"));
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await page.getByTestId("withdraw-submit").click();
  await page.getByTestId("not-bound-bind").click();
  await submitTrc20Binding(page, request, email);
  const sheet = page.getByTestId("step-up-sheet");
  await expect(sheet).toContainText("Confirm it's you");
  // No authenticator app: the sheet offers the passkey alone.
  await expect(sheet.getByTestId("step-up-code")).toHaveCount(0);
  await sheet.getByTestId("step-up-passkey").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method added" })).toBeVisible();
  await expect(sheet).toHaveCount(0);

  await page.reload();
  await submitUsdtWithdrawal(page, request, email, "100");
  await page.getByTestId("step-up-sheet").getByTestId("step-up-passkey").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal sent for review" })).toBeVisible();
});
