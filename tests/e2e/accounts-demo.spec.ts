import { expect, test } from "@playwright/test";

test("tries the demo account, resets it after confirming, and is kept out of real-only pages", async ({ page }) => {
  await page.goto("/login?lang=en&from=%2Fuser");
  await page.getByTestId("demo-login").click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId("user-name")).toHaveText("Mock account");
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");

  // Cancelling the confirmation leaves the account alone.
  await page.getByTestId("reset-demo").click();
  await expect(page.getByTestId("reset-demo-dialog")).toBeVisible();
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("reset-demo-dialog")).toBeHidden();

  await page.getByTestId("reset-demo").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast").filter({ hasText: "The demo account has been reset" })).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");

  // Wallet (like auth, invite, password, charge, withdraw) is not for demo users.
  await page.locator('[data-testid="user-entry"][data-to="/mine/wallet"]').click();
  await expect(page.getByTestId("toast").filter({ hasText: "Only available to a real account" })).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await page.getByTestId("withdraw").click();
  await expect(page).toHaveURL(/\/user$/);

  // Typing the address does not get round it either.
  await page.goto("/mine/password");
  await expect(page.getByTestId("only-real")).toHaveText("Only available to a real account");
});

test("the same device reopens the same demo account", async ({ page }) => {
  await page.goto("/login?lang=en&from=%2Fuser");
  await page.getByTestId("demo-login").click();
  const uid = await page.getByTestId("user-uid").textContent();

  await page.goto("/mine/system");
  await page.getByTestId("logout").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login?from=%2Fuser");
  await page.getByTestId("demo-login").click();
  await expect(page.getByTestId("user-uid")).toHaveText(uid!);
});

test("hiding the balance is remembered", async ({ page }) => {
  await page.goto("/login?lang=en&from=%2Fuser");
  await page.getByTestId("demo-login").click();
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");
  await page.getByTestId("balance-toggle").click();
  await expect(page.getByTestId("balance")).toHaveText("******");
  await page.reload();
  await expect(page.getByTestId("balance")).toHaveText("******");
});
