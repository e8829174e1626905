import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";

test("the user centre's deposit and withdraw buttons are styled when it is the first page opened", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  await page.goto("/user?lang=en");
  const deposit = page.getByTestId("charge");
  const withdraw = page.getByTestId("withdraw");
  await expect(deposit).toBeVisible();
  // The accent-filled primary action and the outlined secondary one, each a 48 px tall target.
  await expect(deposit).toHaveCSS("background-color", "rgb(240, 185, 11)");
  await expect(withdraw).toHaveCSS("border-top-style", "solid");
  expect((await deposit.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  expect((await withdraw.boundingBox())!.height).toBeGreaterThanOrEqual(48);
});
