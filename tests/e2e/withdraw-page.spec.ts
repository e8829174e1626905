import { expect, test } from "@playwright/test";
import { codeSentTo, demoByApi, lastMessageId, registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
import { TRC20_ADDRESS, certifiedFundedUser } from "./funded-user.ts";
import { typeCodeFromMailbox, withdrawUsdtByApi } from "./withdraw-helpers.ts";

test("a verified user binds a TRC20 address with a mailed code, withdraws 100 USD of 1,000 for 99 USDT, and sees it held", async ({ page, request }) => {
  test.setTimeout(90_000);
  const login = await certifiedFundedUser(request, "withdraw", "1000");
  const email = login.user.email!;
  await storeSession(page, login);
  await page.goto("/user?lang=en");
  await page.getByTestId("withdraw").click();
  await expect(page).toHaveURL(/\/mine\/withdraw$/);
  await expect(page.getByTestId("withdraw-tab-coin")).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await expect(page.getByTestId("withdraw-records-empty")).toHaveText("No data");
  await expect(page.getByTestId("withdraw-free")).toHaveText("1,000.00 USD");

  // No address yet: the form says so, and withdrawing offers to bind one.
  await expect(page.getByTestId("method-none")).toHaveText("Wallet not bound");
  await page.getByTestId("withdraw-submit").click();
  await expect(page.getByTestId("not-bound-dialog")).toBeVisible();
  await page.getByTestId("not-bound-bind").click();
  await expect(page).toHaveURL(/\/mine\/withdraw-way\?type=1$/);

  await page.getByTestId("bind-currency").filter({ hasText: "USDT · TRC20" }).click();
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("bind-address-error")).toHaveText("Enter the address to withdraw to");
  await page.getByTestId("bind-address").fill("T-not-an-address");
  await expect(page.getByTestId("bind-form")).toContainText(email);
  await typeCodeFromMailbox(page, request, email);
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "not a valid USDT address on TRC20" })).toBeVisible();
  await page.getByTestId("bind-address").fill(TRC20_ADDRESS);
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method added" })).toBeVisible();

  // Back on the withdrawal page, the bind's code no more than a moment ago: the withdrawal's own code is sent at once.
  await expect(page).toHaveURL(/\/mine\/withdraw$/);
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  const option = page.getByTestId("method-option");
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAttribute("aria-checked", "true");
  await expect(option.getByTestId("method-destination")).toHaveText(TRC20_ADDRESS);

  await page.getByTestId("withdraw-amount").fill("1000.5");
  await page.getByTestId("withdraw-submit").click();
  await expect(page.getByTestId("withdraw-amount-error")).toHaveText("You can withdraw at most 1,000.00 USD now");
  await page.getByTestId("withdraw-amount").fill("100");
  await expect(page.getByTestId("withdraw-fee")).toHaveText("1.00 USD");
  await expect(page.getByTestId("withdraw-received")).toHaveText("99.00 USDT");
  await page.getByTestId("withdraw-memo").fill("Rent");
  await page.getByTestId("withdraw-submit").click();
  await expect(page.getByTestId("withdraw-code-error")).toHaveText("Please enter the verification code");
  await expect(page.getByTestId("send-code")).toHaveText("Send code");
  const after = await lastMessageId(request, email);
  await page.getByTestId("send-code").click();
  await page.getByTestId("code-input").fill(await codeSentTo(request, email, after));
  await page.getByTestId("withdraw-submit").click();

  const confirm = page.getByTestId("withdraw-confirm");
  await expect(confirm.getByTestId("confirm-amount")).toHaveText("100.00 USD");
  await expect(confirm.getByTestId("confirm-fee")).toHaveText("1.00 USD");
  await expect(confirm.getByTestId("confirm-received")).toHaveText("99.00 USDT");
  await expect(confirm.getByTestId("method-destination")).toHaveText(TRC20_ADDRESS);
  // The sheet's content keeps the 16 px side padding of the other sheets' forms.
  const insets = await confirm.evaluate((sheet) => {
    const outer = sheet.getBoundingClientRect();
    const button = sheet.querySelector("[data-testid=withdraw-confirm-ok]")!.getBoundingClientRect();
    return [button.left - outer.left, outer.right - button.right];
  });
  expect(insets).toEqual([16, 16]);
  await confirm.getByTestId("withdraw-confirm-ok").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal sent for review" })).toBeVisible();

  const record = page.getByTestId("withdraw-record").first();
  await expect(record.getByTestId("withdraw-record-amount")).toHaveText("100.00 USD");
  await expect(record.getByTestId("withdraw-record-status")).toHaveText("Under review");
  await expect(record.getByTestId("withdraw-record-received")).toHaveText("Fee 1.00 USD · you receive 99.00 USDT");
  await expect(page.getByTestId("withdraw-free")).toHaveText("900.00 USD");
  await expect(page.getByTestId("withdraw-amount")).toHaveValue("");

  // The wallet shows what is left, what is held and where money can go; the address list deletes.
  await page.goto("/mine/wallet?lang=en");
  await expect(page.getByTestId("wallet-balance")).toHaveText("900.00");
  await expect(page.getByTestId("wallet-locked")).toHaveText("100.00");
  await expect(page.getByTestId("wallet-addresses").getByTestId("method-destination")).toHaveText(TRC20_ADDRESS);
  await expect(page.getByTestId("wallet-banks")).toContainText("None yet");
  await page.getByTestId("wallet-addresses").getByTestId("wallet-manage").click();
  await expect(page.getByTestId("method-row").getByTestId("method-destination")).toHaveText(TRC20_ADDRESS);
  await page.getByTestId("method-delete").click();
  await page.getByTestId("method-delete-dialog").getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method deleted" })).toBeVisible();
  await expect(page.getByTestId("methods-empty")).toHaveText("No data");
});

test("the withdrawal's confirmation writes the amount, the fee and what arrives as German does", async ({ page, request }) => {
  const login = await certifiedFundedUser(request, "withdraw-de", "2000");
  await withdrawUsdtByApi(request, login, "10");
  await storeSession(page, login);
  await page.goto("/mine/withdraw?lang=de");
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await expect(page.getByTestId("method-option")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("withdraw-amount").fill("1234.5");
  await typeCodeFromMailbox(page, request, login.user.email!);
  await page.getByTestId("withdraw-submit").click();

  const confirm = page.getByTestId("withdraw-confirm");
  await expect(confirm.getByTestId("confirm-amount")).toHaveText("1.234,50 USD");
  await expect(confirm.getByTestId("confirm-fee")).toHaveText("1,00 USD");
  await expect(confirm.getByTestId("confirm-received")).toHaveText("1.233,50 USDT");
  await confirm.getByTestId("withdraw-confirm-ok").click();
  await expect(page.getByTestId("withdraw-record").first().getByTestId("withdraw-record-received")).toContainText("1.233,50 USDT");
});

test("a user whose identity is not verified is sent to verify it before withdrawing", async ({ page, request }) => {
  const login = await registerByApi(request, uniqueEmail("withdraw-kyc"));
  await storeSession(page, login);
  await page.goto("/mine/withdraw?lang=en");
  await expect(page.getByTestId("withdraw-identity")).toContainText("Verify your identity before you withdraw.");
  await expect(page.getByTestId("withdraw-form")).toHaveCount(0);
  await page.getByTestId("withdraw-verify").click();
  await expect(page).toHaveURL(/\/mine\/auth$/);
});

test("a bank account is bound with its fields checked, at 360 px wide", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const login = await registerByApi(request, uniqueEmail("withdraw-bank"));
  await storeSession(page, login);
  await page.goto("/mine/bank-card-list?lang=en");
  await expect(page.getByTestId("methods-empty")).toHaveText("No data");
  await page.getByTestId("bind-method").click();
  await expect(page).toHaveURL(/\/mine\/withdraw-way\?type=2$/);
  await page.getByTestId("bind-currency").filter({ hasText: "EUR" }).click();
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("bank-payee_name-error")).toHaveText("Please complete the form");
  await page.getByTestId("bank-payee_name").fill("Chan Tai Man");
  await page.getByTestId("bank-payee_account").fill("DE89 3704 0044 0532 0130 00");
  await page.getByTestId("bank-bank_name").fill("Example Bank");
  await page.getByTestId("bank-bank_address").fill("1 Example Street, Frankfurt");
  await page.getByTestId("bank-bank_swift").fill("DEUTDEFF");
  await typeCodeFromMailbox(page, request, login.user.email!);
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method added" })).toBeVisible();
  await expect(page).toHaveURL(/\/mine\/bank-card-list$/);
  await expect(page.getByTestId("method-row").getByTestId("method-destination")).toHaveText("Chan Tai Man · DE89 3704 0044 0532 0130 00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a demo user reads that withdrawals and the wallet are for real accounts", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  for (const path of ["/mine/withdraw", "/mine/wallet", "/mine/withdraw-way?type=1"]) {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=en`);
    await expect(page.getByTestId("only-real")).toHaveText("Only available to a real account");
  }
});
