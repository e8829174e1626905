import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { WithdrawPage } from "#domain/contract/withdraw.ts";
import { data, storeSession } from "./accounts-helpers.ts";
import { signInToBackOffice } from "./back-office-helpers.ts";
import { certifiedFundedUser } from "./funded-user.ts";
import { bindTrc20, withdrawUsdt } from "./withdraw-helpers.ts";

/** Opens the waiting withdrawal `id` in the back office's queue. */
async function openWithdrawal(backOffice: Page, id: string) {
  await backOffice.getByRole("link", { name: /^Withdrawals/ }).click();
  await backOffice.getByRole("button", { name: "Refresh" }).click();
  await backOffice.getByRole("row").filter({ hasText: id }).click();
  return backOffice.getByRole("region", { name: "Review" });
}

/** How the back office names the user's newest withdrawal: "#12". */
async function newestWithdrawal(request: APIRequestContext, login: LoginResponse): Promise<string> {
  const page = await data<WithdrawPage>(await request.get("/api/account/draw_list?type=1", { headers: { authorization: login.token } }));
  return `#${page.data[0]!.id}`;
}

test("a user's withdrawal paid by an operator shows Paid with its reference, and a rejected one returns the amount, live", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const login = await certifiedFundedUser(request, "withdraw-review", "1000");
  const email = login.user.email!;
  await storeSession(page, login);
  await page.goto("/mine/withdraw?lang=en");
  await page.getByTestId("withdraw-submit").click();
  await page.getByTestId("not-bound-bind").click();
  await bindTrc20(page, request, email);
  await page.reload();
  await withdrawUsdt(page, request, email, "100");
  const paidId = await newestWithdrawal(request, login);
  // The page counts a minute down before it sends another code: a reload starts the next withdrawal afresh.
  await page.reload();
  await withdrawUsdt(page, request, email, "50");
  const refusedId = await newestWithdrawal(request, login);
  await expect(page.getByTestId("withdraw-free")).toHaveText("850.00 USD");

  const { desk, backOffice } = await signInToBackOffice(browser, request);
  let panel = await openWithdrawal(backOffice, paidId);
  await panel.getByRole("button", { name: "Mark paid…" }).click();
  await panel.getByLabel("Payout reference (transaction hash or bank reference)").fill("0x9f1c-e2e-payout");
  await panel.getByRole("button", { name: "Mark paid", exact: true }).click();

  // Without a reload: the decisions reach the open page through the socket.
  const records = page.getByTestId("withdraw-record");
  const paid = records.nth(1);
  await expect(paid.getByTestId("withdraw-record-status")).toHaveText("Paid");
  await expect(paid.getByTestId("withdraw-record-reference")).toHaveText("Payout reference: 0x9f1c-e2e-payout");
  await expect(page.getByTestId("toast").filter({ hasText: "Your withdrawal of 100.00 USD is paid: 99.00 USDT" })).toBeVisible();
  await expect(page.getByTestId("toast").filter({ hasText: "Your identity is verified" })).toHaveCount(0);

  panel = await openWithdrawal(backOffice, refusedId);
  await panel.getByRole("button", { name: "Reject…" }).click();
  await panel.getByLabel("Reason for the user").fill("The address is on a sanctions list");
  await panel.getByRole("button", { name: "Reject", exact: true }).click();
  const refused = records.first();
  await expect(refused.getByTestId("withdraw-record-status")).toHaveText("Rejected");
  await expect(refused.getByTestId("withdraw-record-reason")).toHaveText("The address is on a sanctions list");
  await expect(page.getByTestId("toast").filter({ hasText: "Your withdrawal of 50.00 USD was refused: The address is on a sanctions list." })).toBeVisible();
  await expect(page.getByTestId("withdraw-free")).toHaveText("900.00 USD");

  await page.goto("/mine/wallet?lang=en");
  await expect(page.getByTestId("wallet-balance")).toHaveText("900.00");
  await expect(page.getByTestId("wallet-locked")).toHaveText("0.00");
  await desk.close();
});
