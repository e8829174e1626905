import type { APIRequestContext, Page } from "@playwright/test";
import { totpCode } from "#server/platform/totp.ts";
import { data } from "./accounts-helpers.ts";

/** RFC 6238's step: moving the server's clock on by one makes the next code new to it. */
const STEP_MS = 30_000;

/**
 * The code the user's authenticator app would show now by the server's clock, after moving that
 * clock to the next step so the code has not been used yet.
 */
export async function nextTotpCode(request: APIRequestContext, secret: string): Promise<string> {
  const { now } = await data<{ now: number }>(await request.post("/v1/api/test/clock", { data: { advance_ms: STEP_MS } }));
  return totpCode(secret, now);
}

/** Turns the authenticator app on from the user centre, as a person does; returns the key shown and the recovery codes. */
export async function turnOnTotpThroughPage(page: Page, request: APIRequestContext): Promise<{ secret: string; recovery: string[] }> {
  await page.locator('[data-testid="user-entry"][data-to="/mine/security"]').click();
  await page.getByTestId("totp-begin").click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByTestId("totp-confirm-code").fill(await nextTotpCode(request, secret));
  await page.getByTestId("totp-confirm").click();
  await page.getByTestId("recovery-codes").waitFor();
  const recovery = await page.getByTestId("recovery-code").allTextContents();
  await page.getByTestId("recovery-done").click();
  await page.getByTestId("totp-on").waitFor();
  return { secret, recovery };
}

/** Logs out from the system page; `site` names the server's origin when the spec opened it by another name. */
export async function logOutThroughPage(page: Page, site = ""): Promise<void> {
  await page.goto(`${site}/mine/system`);
  await page.getByTestId("logout").click();
  await page.getByTestId("confirm-ok").click();
  await page.waitForURL(/\/login|\/user|\/$/);
}

/** Turns the authenticator app on through the API, as the user centre does; returns its key. */
export async function turnOnTotpByApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: token };
  const { secret } = await data<{ secret: string }>(await request.post("/api/factor/totp_begin", { headers }));
  await data(await request.post("/api/factor/totp_confirm", { headers, form: { code: await nextTotpCode(request, secret) } }));
  return secret;
}

/** Answers the step-up sheet with the app's next code. */
export async function answerStepUp(page: Page, request: APIRequestContext, secret: string): Promise<void> {
  const sheet = page.getByTestId("step-up-sheet");
  await sheet.waitFor();
  await sheet.getByTestId("step-up-code").fill(await nextTotpCode(request, secret));
  await sheet.getByTestId("step-up-submit").click();
}
