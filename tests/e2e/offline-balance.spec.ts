import { expect, test, type Page } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { storedRows } from "../support/device-store.ts";

/** Whether the device keeps the account figures with the orders, for an offline visit. */
const accountKept = async (page: Page) => (await storedRows(page, "books")).some((book) => (book as { account: unknown }).account !== null);

test("offline, the balance shows its last known value as of its time, after a reload too", async ({ page, context, request }) => {
  await storeSession(page, await demoByApi(request));
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");
  const card = page.getByTestId("balance-card");
  await expect(card.getByTestId("as-of")).toHaveCount(0);
  await expect.poll(() => accountKept(page)).toBe(true);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const offline = async () => {
    await expect(page.getByTestId("balance")).toHaveText("100,000.00");
    await expect(card.getByTestId("as-of")).toHaveText(/^Saved copy, as of .+\d/);
  };
  await context.setOffline(true);
  await offline();
  await page.reload();
  await offline();

  await page.goto("/order");
  await expect(page.getByTestId("orders-offline")).toHaveText(/^You are offline: balance and positions as of .+\d.+\. Trading is unavailable\.$/);
  await expect(page.getByTestId("account-balance")).toHaveText("100,000.00");

  await context.setOffline(false);
  await page.goto("/user");
  await expect(page.getByTestId("balance")).toHaveText("100,000.00");
  await expect(card.getByTestId("as-of")).toHaveCount(0);
});
