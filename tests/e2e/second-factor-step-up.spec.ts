import { expect, test } from "@playwright/test";
import { storeSession } from "./accounts-helpers.ts";
import { answerStepUp, turnOnTotpByApi } from "./factor-helpers.ts";
import { TRC20_ADDRESS, certifiedFundedUser } from "./funded-user.ts";
import { typeCodeFromMailbox } from "./withdraw-helpers.ts";

test("with the authenticator app on, binding an address and withdrawing each ask for its code again", async ({ page, request }) => {
  test.setTimeout(90_000);
  const login = await certifiedFundedUser(request, "step-up", "1000");
  const email = login.user.email!;
  const secret = await turnOnTotpByApi(request, login.token);
  await storeSession(page, login);

  await page.goto("/mine/withdraw?lang=en");
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await page.getByTestId("withdraw-submit").click();
  await page.getByTestId("not-bound-bind").click();
  await page.getByTestId("bind-currency").filter({ hasText: "USDT · TRC20" }).click();
  await page.getByTestId("bind-address").fill(TRC20_ADDRESS);
  await typeCodeFromMailbox(page, request, email);
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("step-up-sheet")).toContainText("Confirm it's you");
  await page.getByTestId("step-up-code").fill("000000");
  await page.getByTestId("step-up-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "The code is wrong or has already been used" })).toBeVisible();
  await answerStepUp(page, request, secret);
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method added" })).toBeVisible();
  await expect(page.getByTestId("step-up-sheet")).toHaveCount(0);

  // Back on the withdrawal page, opened afresh: the step-up is asked for again.
  await expect(page).toHaveURL(/\/mine\/withdraw$/);
  await page.reload();
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await expect(page.getByTestId("method-option")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("withdraw-amount").fill("100");
  await typeCodeFromMailbox(page, request, email);
  await page.getByTestId("withdraw-submit").click();
  await page.getByTestId("withdraw-confirm").getByTestId("withdraw-confirm-ok").click();
  await answerStepUp(page, request, secret);
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal sent for review" })).toBeVisible();
});
