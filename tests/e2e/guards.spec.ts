import { expect, test } from "@playwright/test";

test("visiting /order logged out lands on the login page that returns to /order", async ({ page }) => {
  await page.goto("/order");
  await expect(page).toHaveURL(/\/login\?from=(%2F|\/)order$/);
  const from = new URL(page.url()).searchParams.get("from");
  expect(from).toBe("/order");
});

test("the orders tab sends a logged-out user to login", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("tab-orders").click();
  await expect(page).toHaveURL(/\/login\?from=(%2F|\/)order$/);
});
