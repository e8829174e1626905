import { expect, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
import { phonePhoto } from "./photos.ts";

export const USDT_TRC20 = "SAMPLE-USDT-TRC20-NOT-A-REAL-ADDRESS";

/** A new real user on /mine/charge, come from the user centre. */
export async function openAsRealUser(page: Page, request: Parameters<typeof registerByApi>[0], tag: string): Promise<LoginResponse> {
  const login = await registerByApi(request, uniqueEmail(tag));
  await storeSession(page, login);
  await page.goto("/user?lang=en");
  await page.getByTestId("charge").click();
  await expect(page).toHaveURL(/\/mine\/charge$/);
  return login;
}

export async function chooseUsdtTrc20(page: Page): Promise<void> {
  await page.getByTestId("deposit-coin").filter({ hasText: "USDT" }).click();
  await page.getByTestId("deposit-network").filter({ hasText: "TRC20" }).click();
  await expect(page.getByTestId("deposit-address")).toHaveText(USDT_TRC20);
}

export async function attachProof(page: Page, hue: number): Promise<void> {
  await page.getByTestId("deposit-proof-file").setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(hue) });
  await expect(page.getByTestId("deposit-proof-picker")).toHaveAttribute("data-step", "uploaded", { timeout: 30_000 });
}

