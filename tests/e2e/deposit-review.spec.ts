import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectPicturesShown, signInToBackOffice } from "./back-office-helpers.ts";
import { attachProof, chooseUsdtTrc20, openAsRealUser } from "./deposit-helpers.ts";

async function sendDeposit(page: Page, amount: string, hue: number): Promise<void> {
  await chooseUsdtTrc20(page);
  await page.getByTestId("deposit-amount").fill(amount);
  await attachProof(page, hue);
  await page.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-record").first().getByTestId("deposit-record-status")).toHaveText("Pending review");
}

/** Opens the unchecked deposit of `amount` USDT from `uid` in the back office's queue. */
async function openDeposit(backOffice: Page, uid: string, amount: string): Promise<Locator> {
  await backOffice.getByRole("link", { name: /^Deposits/ }).click();
  await backOffice.getByRole("button", { name: "Refresh" }).click();
  await backOffice.getByRole("row").filter({ hasText: uid }).filter({ hasText: `${amount} USDT` }).click();
  const panel = backOffice.getByRole("region", { name: "Review" });
  await expectPicturesShown(panel.locator("img"), 1);
  return panel;
}

test("a user's coin deposit is credited by an operator in the back office, and the user sees the balance and the record change live", async ({ page, request, browser }) => {
  const user = await openAsRealUser(page, request, "deposit-review");
  await sendDeposit(page, "250", 21);
  await sendDeposit(page, "42", 22);

  const { desk, backOffice } = await signInToBackOffice(browser, request);
  const credited = await openDeposit(backOffice, user.user.uid, "250");
  await expect(credited.getByTestId("credit-line")).toHaveText("Credit on approval: 250.00 USD at 1 USD per USDT");
  await credited.getByRole("button", { name: "Approve…" }).click();
  await credited.getByRole("button", { name: "Approve and credit" }).click();

  // Without a reload: the decision reaches the open page through the socket.
  const records = page.getByTestId("deposit-record");
  await expect(records.nth(1).getByTestId("deposit-record-status")).toHaveText("Credited");
  await expect(records.nth(1).getByTestId("deposit-record-credit")).toContainText("+250");

  const refused = await openDeposit(backOffice, user.user.uid, "42");
  await refused.getByRole("button", { name: "Reject…" }).click();
  await refused.getByLabel("Remark for the user").fill("The receipt shows 24 USDT, not 42");
  await refused.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(records.first().getByTestId("deposit-record-status")).toHaveText("Rejected");
  await expect(records.first().getByTestId("deposit-record-remark")).toHaveText("The receipt shows 24 USDT, not 42");

  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText("250.00");
  await desk.close();
});
