import { expect, test, type Page } from "@playwright/test";
import { signInToBackOffice } from "./back-office-helpers.ts";
import { certifiedFundedUser } from "./funded-user.ts";

const searchFor = async (backOffice: Page, q: string) => {
  await backOffice.getByLabel("UID, e-mail or mobile number").fill(q);
  await backOffice.getByRole("button", { name: "Search" }).click();
};

const section = (backOffice: Page, name: string) => backOffice.getByRole("region", { name, exact: true });

test("an operator finds a user by uid and by e-mail with their balance, identity, ledger and deposit; an unknown one is not found", async ({ request, browser }) => {
  const login = await certifiedFundedUser(request, "lookup", "300");
  const { uid, email } = login.user;
  const { desk, backOffice } = await signInToBackOffice(browser, request);

  await backOffice.getByRole("link", { name: "Users" }).click();
  await expect(backOffice.getByRole("heading", { name: "Users" })).toBeVisible();
  await searchFor(backOffice, uid);
  await expect(backOffice).toHaveURL(new RegExp(`#/users\\?q=${uid}$`));

  const account = section(backOffice, "Account");
  await expect(account).toContainText(uid);
  await expect(account).toContainText(email!);
  await expect(account).toContainText("Real account");
  await expect(account).toContainText(/Balance\s*300\.00 USD/);
  await expect(account).toContainText(/Locked\s*0\.00 USD/);
  const identity = section(backOffice, "Identity");
  await expect(identity).toContainText("Chan Tai Man");
  await expect(identity).toContainText("A1234567");
  await expect(identity).toContainText("Certified");

  const credit = section(backOffice, "Ledger").getByRole("row").filter({ hasText: "Deposit" });
  await expect(credit).toContainText("+300.00");
  await expect(credit.getByRole("cell").last()).toHaveText("300.00");
  const deposit = section(backOffice, "Deposits").getByRole("row").filter({ hasText: "USDT" });
  await expect(deposit).toContainText("TRC20");
  await expect(deposit).toContainText("Finished");
  await expect(deposit).toContainText("300.00");
  await expect(section(backOffice, "Orders")).toContainText("None yet.");
  await expect(section(backOffice, "Withdrawals")).toContainText("None yet.");

  // The search is in the hash: a reload shows the same user.
  await backOffice.reload();
  await expect(section(backOffice, "Account")).toContainText(uid);
  await expect(backOffice.getByLabel("UID, e-mail or mobile number")).toHaveValue(uid);

  await searchFor(backOffice, email!.toUpperCase());
  await expect(backOffice).toHaveURL(/#\/users\?q=.+%40/);
  await expect(section(backOffice, "Account")).toContainText(uid);

  const nobody = `nobody-${Date.now().toString(36)}@example.com`;
  await searchFor(backOffice, nobody);
  await expect(backOffice.getByRole("alert")).toHaveText(`No user with the uid, e-mail or mobile number ${nobody}`);
  await expect(backOffice.getByTestId("user-overview")).toHaveCount(0);
  await desk.close();
});

test("a user's page fits a 360 px window in Arabic, its tables scrolling in their own boxes", async ({ request, browser }) => {
  const login = await certifiedFundedUser(request, "lookup-ar", "300");
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.setViewportSize({ width: 360, height: 740 });
  await backOffice.goto(`/admin?lang=ar#/users?q=${login.user.uid}`);

  await expect(backOffice.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(backOffice.getByTestId("user-overview")).toContainText(login.user.uid);
  await expect(backOffice.getByTestId("user-overview").getByRole("table").first()).toContainText("+300.00");
  expect(await backOffice.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  const boxes = backOffice.locator(".user-records .table-scroll");
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await desk.close();
});
