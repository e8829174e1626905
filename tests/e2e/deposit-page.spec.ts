import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { USDT_TRC20, attachProof, chooseUsdtTrc20, openAsRealUser } from "./deposit-helpers.ts";

test("a real user finds the sample USDT channel with its QR code, marked as a sample, and copies its address", async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await openAsRealUser(page, request, "charge-copy");
  await expect(page.getByTestId("deposit-tab-coin")).toHaveAttribute("aria-selected", "true");
  await chooseUsdtTrc20(page);

  const card = page.getByTestId("deposit-address-card");
  await expect(card.getByTestId("sample-badge")).toHaveText("Sample");
  await expect(card.getByTestId("sample-warning")).toContainText("not a real account");
  await expect(card.getByTestId("deposit-address")).toHaveAttribute("dir", "ltr");
  const qr = card.getByTestId("deposit-qr");
  await expect(qr).toBeVisible();
  expect(await qr.locator("path").getAttribute("d")).toMatch(/^M2 2h7v1h-7z/);

  await card.getByTestId("copy-address").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(USDT_TRC20);

  // Another network of the same coin is another address, and another QR code.
  const trc20Code = await qr.locator("path").getAttribute("d");
  await page.getByTestId("deposit-network").filter({ hasText: "ERC20" }).click();
  await expect(card.getByTestId("deposit-address")).toHaveText("SAMPLE-USDT-ERC20-NOT-A-REAL-ADDRESS");
  expect(await qr.locator("path").getAttribute("d")).not.toBe(trc20Code);
});

test("a coin deposit is checked, sent with its proof photo, and shows at the top of the records as pending review", async ({ page, request }) => {
  await openAsRealUser(page, request, "charge-coin");
  await expect(page.getByTestId("deposit-records-empty")).toHaveText("No data");
  await chooseUsdtTrc20(page);

  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-amount-error")).toHaveText("Enter the amount you sent");
  await expect(page.getByTestId("deposit-proof-error")).toHaveText("Please upload a picture of your transfer");
  await page.getByTestId("deposit-amount").fill("0.000000001");
  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-amount-error")).toHaveText("The amount may have at most 8 decimals");

  await page.getByTestId("deposit-amount").fill("150.5");
  await attachProof(page, 11);
  await expect(page.getByTestId("deposit-proof-error")).toHaveCount(0);
  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Deposit sent for review" })).toBeVisible();
  const first = page.getByTestId("deposit-record").first();
  await expect(first.getByTestId("deposit-record-amount")).toHaveText("150.50 USDT");
  await expect(first).toContainText("TRC20");
  await expect(first.getByTestId("deposit-record-status")).toHaveText("Pending review");
  // The form is empty again, for the next deposit.
  await expect(page.getByTestId("deposit-amount")).toHaveValue("");
  await expect(page.getByTestId("deposit-proof-picker")).toHaveAttribute("data-step", "empty");

  await page.getByTestId("deposit-coin").filter({ hasText: "BTC" }).click();
  await page.getByTestId("deposit-amount").fill("0.0125");
  await attachProof(page, 12);
  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-record")).toHaveCount(2);
  await expect(first.getByTestId("deposit-record-amount")).toHaveText("0.0125 BTC");
  await expect(page.getByTestId("deposit-record").nth(1).getByTestId("deposit-record-amount")).toHaveText("150.50 USDT");

  // Read again from the server, the records are the same.
  await page.reload();
  await expect(page.getByTestId("deposit-record")).toHaveCount(2);
  await expect(first.getByTestId("deposit-record-status")).toHaveText("Pending review");
});

test("the bank wire tab shows the sample USD account, detail by detail with copy buttons, and checks the amount", async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await openAsRealUser(page, request, "charge-wire");
  await page.getByTestId("deposit-tab-wire").click();
  await page.getByTestId("deposit-currency").filter({ hasText: "USD" }).click();

  const bank = page.getByTestId("wire-bank-card");
  await expect(bank.getByTestId("bank-name")).toHaveText("Sample Bank (not a real account)");
  await expect(bank.getByTestId("bank-swift")).toHaveText("SMPLUS33");
  await expect(bank.getByTestId("payee-name")).toHaveText("Pipwise Sample Payee");
  await expect(bank.getByTestId("payee-account")).toHaveText("SAMPLE-000000000");
  await expect(bank.getByTestId("sample-badge")).toBeVisible();
  await expect(bank.getByTestId("sample-warning")).toContainText("not a real account");
  await bank.getByTestId("bank-swift-copy").click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("SMPLUS33");

  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-amount-error")).toHaveText("Enter the amount you sent");
  await page.getByTestId("deposit-amount").fill("1,000");
  await expect(page.getByTestId("deposit-amount-error")).toHaveCount(0);
  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-amount-error")).toHaveText("Use digits only, with a dot before any decimals");
  await expect(page.getByTestId("deposit-records-empty")).toHaveText("No data");
});

test("a demo account is told the deposit page is for real accounts only", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  await page.goto("/mine/charge?lang=en");
  await expect(page.getByTestId("only-real")).toHaveText("Only available to a real account");
  await expect(page.getByTestId("deposit-form")).toHaveCount(0);
});
