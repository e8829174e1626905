import { expect, test, type Page } from "@playwright/test";
import type { WithdrawReviewPage } from "#domain/contract/back-office-withdraw.ts";
import type { WithdrawCurrency, WithdrawPage } from "#domain/contract/withdraw.ts";
import { data } from "./accounts-helpers.ts";
import { operatorToken, signInToBackOffice } from "./back-office-helpers.ts";
import { certifiedFundedUser, TRC20_ADDRESS } from "./funded-user.ts";
import { withdrawUsdtByApi } from "./withdraw-helpers.ts";

const withdrawalsLink = (backOffice: Page) => backOffice.getByRole("link", { name: /^Withdrawals/ });

async function openWithdrawal(backOffice: Page, status: string, id: number) {
  await withdrawalsLink(backOffice).click();
  await expect(backOffice.getByRole("heading", { name: "Withdrawals" })).toBeVisible();
  await backOffice.getByLabel("Status").selectOption({ label: status });
  await backOffice.getByRole("row").filter({ hasText: `#${id}` }).click();
  const panel = backOffice.getByRole("region", { name: "Review" });
  await expect(panel.getByRole("heading", { name: `Withdrawal #${id}` })).toBeVisible();
  return panel;
}

test("an operator pays one withdrawal with its reference and rejects another, and the user's money follows", async ({ request, browser }) => {
  const login = await certifiedFundedUser(request, "bo-withdraw", "1000");
  const user = { headers: { authorization: login.token } };
  const paid = await withdrawUsdtByApi(request, login, "100");
  const refused = await withdrawUsdtByApi(request, login, "50");
  const { desk, backOffice } = await signInToBackOffice(browser, request);

  await expect(withdrawalsLink(backOffice).locator(".nav-count")).not.toHaveText("0");
  const panel = await openWithdrawal(backOffice, "Waiting", paid);
  await expect(panel).toContainText(TRC20_ADDRESS);
  await expect(panel).toContainText(login.user.uid);
  await expect(panel.getByTestId("payout-line")).toHaveText("Send 99.00 USDT at 1.00 USDT per USD");

  await panel.getByRole("button", { name: "Mark paid…" }).click();
  await panel.getByRole("button", { name: "Mark paid", exact: true }).click();
  await expect(panel.getByText("Enter the payout's reference: the user sees it.")).toBeVisible();
  const reference = `e2e-tx-${paid}-0f3a9c`;
  await panel.getByLabel("Payout reference (transaction hash or bank reference)").fill(reference);
  await panel.getByRole("button", { name: "Mark paid", exact: true }).click();
  await expect(backOffice.getByText(`Withdrawal #${paid} marked paid.`)).toBeVisible();
  await backOffice.getByLabel("Status").selectOption({ label: "Paid" });
  await expect(backOffice.getByRole("row").filter({ hasText: `#${paid}` })).toContainText(reference);

  await backOffice.getByLabel("Status").selectOption({ label: "Waiting" });
  await backOffice.getByRole("row").filter({ hasText: `#${refused}` }).click();
  await panel.getByRole("button", { name: "Reject…" }).click();
  await panel.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(panel.getByText("Write why the withdrawal is rejected.")).toBeVisible();
  await panel.getByLabel("Reason for the user").fill("The address is on a sanctions list");
  await panel.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(backOffice.getByText(`Withdrawal #${refused} rejected: the amount is back in the user's balance.`)).toBeVisible();
  await backOffice.getByLabel("Status").selectOption({ label: "Rejected" });
  await expect(backOffice.getByRole("row").filter({ hasText: `#${refused}` })).toContainText("The address is on a sanctions list");

  // 100 paid out and 50 returned: 900 left and nothing held.
  const wallet = await data<{ balance: string; lock_balance: string }>(await request.get("/v1/api/main/wallet/getBalance", user));
  expect([Number(wallet.balance), Number(wallet.lock_balance)]).toEqual([900, 0]);
  const records = await data<WithdrawPage>(await request.get("/api/account/draw_list?type=1", user));
  expect(records.data.find((r) => r.id === paid)).toMatchObject({ status: 2, real_number: reference });
  expect(records.data.find((r) => r.id === refused)).toMatchObject({ status: 3, reject_reason: "The address is on a sanctions list" });

  await backOffice.getByRole("link", { name: "Audit log" }).click();
  await expect(backOffice.getByText("Withdrawal paid out").first()).toBeVisible();
  await expect(backOffice.getByText("Withdrawal rejected").first()).toBeVisible();
  await desk.close();
});

test("a withdrawal above 10,000 USD is paid only after two different operators approve it", async ({ request, browser }) => {
  const login = await certifiedFundedUser(request, "bo-withdraw-two", "20000");
  const large = await withdrawUsdtByApi(request, login, "15000");

  const first = await signInToBackOffice(browser, request);
  let panel = await openWithdrawal(first.backOffice, "Waiting", large);
  await expect(panel).toContainText("two different operators must approve it");
  await expect(panel.getByRole("button", { name: "Mark paid…" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Approve…" }).click();
  await panel.getByRole("button", { name: "Give first approval" }).click();
  await expect(first.backOffice.getByText(`Withdrawal #${large} approved: a second operator pays it out.`)).toBeVisible();
  // Approved once, it waits under "Second approval due", out of the default Waiting queue: the badge counts what that queue lists.
  const waiting = await data<WithdrawReviewPage>(await request.get("/admin/api/withdrawals?status=0", { headers: { authorization: await operatorToken(request) } }));
  await expect(withdrawalsLink(first.backOffice).locator(".nav-count")).toHaveText(String(waiting.total));

  const firstLogin = await first.backOffice.getByTestId("operator-login").textContent();
  panel = await openWithdrawal(first.backOffice, "Second approval due", large);
  await expect(first.backOffice.getByRole("row").filter({ hasText: `#${large}` })).toContainText(`First approval: ${firstLogin}`);
  await expect(panel).toContainText("You gave the first approval: another operator must approve and pay it.");
  await expect(panel.getByRole("button", { name: "Mark paid…" })).toHaveCount(0);

  const second = await signInToBackOffice(browser, request);
  panel = await openWithdrawal(second.backOffice, "Second approval due", large);
  await panel.getByRole("button", { name: "Mark paid…" }).click();
  await panel.getByLabel("Payout reference (transaction hash or bank reference)").fill("e2e-two-operators");
  await panel.getByRole("button", { name: "Mark paid", exact: true }).click();
  await expect(second.backOffice.getByText(`Withdrawal #${large} marked paid.`)).toBeVisible();
  await second.backOffice.getByLabel("Status").selectOption({ label: "Paid" });
  await second.backOffice.getByRole("row").filter({ hasText: `#${large}` }).click();
  await expect(panel).toContainText(`First approval${firstLogin}`);
  await expect(panel).toContainText("e2e-two-operators");
  await second.backOffice.getByRole("link", { name: "Audit log" }).click();
  await expect(second.backOffice.getByText("Withdrawal approved once").first()).toBeVisible();
  await first.desk.close();
  await second.desk.close();
});

test("an operator adds a withdraw currency, checked before it is sent, and users can withdraw in it", async ({ request, browser }) => {
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.getByRole("link", { name: "Funds settings" }).click();
  const currencies = backOffice.getByRole("region", { name: "Withdraw currencies" });
  await expect(currencies.getByRole("row").filter({ hasText: "BTC" })).toContainText("0.5% of the amount");
  await expect(currencies.getByRole("row").filter({ hasText: "BTC" })).toContainText("Sample");

  await currencies.getByRole("button", { name: "Add withdraw currency" }).click();
  await currencies.getByLabel("Currency").fill("usdc");
  await currencies.getByLabel("Network").selectOption("Polygon");
  await currencies.getByLabel("Fee kind").selectOption({ label: "Share of the amount" });
  await currencies.getByRole("textbox", { name: /^Fee\b/ }).fill("2");
  await currencies.getByLabel("Paid per USD").fill("1");
  await currencies.getByRole("button", { name: "Save" }).click();
  await expect(currencies.getByText("A share is below 1: 0.005 takes 0.5 %.")).toBeVisible();
  await currencies.getByRole("textbox", { name: /^Fee\b/ }).fill("0.002");
  await currencies.getByRole("button", { name: "Save" }).click();
  await expect(currencies.getByText("Saved.")).toBeVisible();
  const added = currencies.getByRole("row").filter({ hasText: "USDC" });
  await expect(added).toContainText("Polygon");
  await expect(added).toContainText("0.2% of the amount");
  await expect(added).not.toContainText("Sample");

  // A bank currency has no network to choose.
  await currencies.getByRole("button", { name: "Add withdraw currency" }).click();
  await currencies.getByLabel("Paid to").selectOption({ label: "Bank account" });
  await expect(currencies.getByLabel("Network")).toHaveCount(0);
  await currencies.getByRole("button", { name: "Cancel" }).click();

  const login = await certifiedFundedUser(request, "bo-withdraw-currency", "10");
  const offered = await data<WithdrawCurrency[]>(await request.get("/api/account/draw_symbol_list?type=1", { headers: { authorization: login.token } }));
  expect(offered.find((c) => c.code === "USDC")).toMatchObject({ protocol: "Polygon", fee_type: 2, draw_rate: "0.002", sample: false });
  await desk.close();
});

for (const lang of ["ar", "de"]) {
  test(`the withdrawal queue and its review fit a desktop window in ${lang}, the table scrolling in its own box`, async ({ request, browser }) => {
    const login = await certifiedFundedUser(request, `bo-withdraw-${lang}`, "500");
    const id = await withdrawUsdtByApi(request, login, "120");
    const { desk, backOffice } = await signInToBackOffice(browser, request);
    await backOffice.setViewportSize({ width: 1024, height: 768 });
    await backOffice.goto(`/admin?lang=${lang}#/withdrawals`);
    await expect(backOffice.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await backOffice.getByRole("row").filter({ hasText: `#${id}` }).click();
    await expect(backOffice.getByTestId("payout-line")).toContainText("119");
    expect(await backOffice.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1024);
    // No button label spills out of its button.
    const spilled = await backOffice.locator("button").evaluateAll((buttons) =>
      buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
    );
    expect(spilled).toEqual([]);
    await desk.close();
  });
}

for (const lang of ["en", "de"]) {
  test(`a withdrawal's review opens with every column of the queue still in sight, in ${lang}`, async ({ request, browser }) => {
    const login = await certifiedFundedUser(request, `bo-withdraw-columns-${lang}`, "500");
    const id = await withdrawUsdtByApi(request, login, "120");
    const { desk, backOffice } = await signInToBackOffice(browser, request);
    await backOffice.goto(`/admin?lang=${lang}#/withdrawals`);
    await backOffice.getByRole("row").filter({ hasText: `#${id}` }).click();
    await expect(backOffice.getByTestId("payout-line")).toContainText("119");
    const hidden = await backOffice.locator(".table-scroll").evaluate((box) => {
      const shown = box.getBoundingClientRect();
      return [...box.querySelectorAll("th")].filter((th) => th.getBoundingClientRect().right > shown.right + 1).map((th) => th.textContent);
    });
    expect(hidden).toEqual([]);
    await desk.close();
  });
}
