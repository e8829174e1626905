import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { CODE_PURPOSE_BIND, CODE_PURPOSE_WITHDRAW, type CodePurpose } from "#domain/account.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { DrawMethod, WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { advanceServerClock, codeSentTo, data, lastMessageId } from "./accounts-helpers.ts";
import { TRC20_ADDRESS } from "./funded-user.ts";

/**
 * Sends a withdrawal code to the user's own e-mail and types it in, as the user would from their
 * mailbox. The server's clock first moves past the minute between two codes to one address (the
 * sign-up code was one).
 */
export async function typeCodeFromMailbox(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await advanceServerClock(request, 61_000);
  const after = await lastMessageId(request, email);
  await page.getByTestId("send-code").click();
  await page.getByTestId("code-input").fill(await codeSentTo(request, email, after));
}

/** Fills the binding of TRC20_ADDRESS for USDT on TRC20 on /mine/withdraw-way and sends it (a step-up may follow). */
export async function submitTrc20Binding(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.getByTestId("bind-currency").filter({ hasText: "USDT · TRC20" }).click();
  await page.getByTestId("bind-address").fill(TRC20_ADDRESS);
  await typeCodeFromMailbox(page, request, email);
  await page.getByTestId("bind-submit").click();
}

/** Binds TRC20_ADDRESS for USDT on TRC20 from /mine/withdraw-way, and lands back where the user came from. */
export async function bindTrc20(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await submitTrc20Binding(page, request, email);
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal method added" })).toBeVisible();
}

/** On /mine/withdraw with the TRC20 address bound: fills a withdrawal of `amount` USD and confirms what the sheet shows (a step-up may follow). */
export async function submitUsdtWithdrawal(page: Page, request: APIRequestContext, email: string, amount: string): Promise<void> {
  await page.getByTestId("withdraw-currency").filter({ hasText: "USDT · TRC20" }).click();
  await expect(page.getByTestId("method-option")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("withdraw-amount").fill(amount);
  await typeCodeFromMailbox(page, request, email);
  await page.getByTestId("withdraw-submit").click();
  await page.getByTestId("withdraw-confirm").getByTestId("withdraw-confirm-ok").click();
}

/** On /mine/withdraw with the TRC20 address bound: withdraws `amount` USD and confirms what the sheet shows. */
export async function withdrawUsdt(page: Page, request: APIRequestContext, email: string, amount: string): Promise<void> {
  await submitUsdtWithdrawal(page, request, email, amount);
  await expect(page.getByTestId("toast").filter({ hasText: "Withdrawal sent for review" })).toBeVisible();
}

/** A fresh code for `purpose` (a bind's or a withdrawal's) sent to the user's own e-mail and read from the outbox, through the API. */
async function ownCodeByApi(request: APIRequestContext, email: string, purpose: CodePurpose): Promise<string> {
  await advanceServerClock(request, 61_000);
  const after = await lastMessageId(request, email);
  await data(await request.post("/api/notify/send_email", { form: { to: email, type: purpose } }));
  return codeSentTo(request, email, after);
}

/**
 * What the PWA's withdraw page sends, through the API: the TRC20 address bound (the first time),
 * then `amount` USD withdrawn to it in USDT. Returns the withdrawal's id.
 */
export async function withdrawUsdtByApi(request: APIRequestContext, login: LoginResponse, amount: string): Promise<number> {
  const email = login.user.email!;
  const user = { authorization: login.token };
  const currencies = await data<WithdrawCurrency[]>(await request.get("/api/account/draw_symbol_list?type=1", { headers: user }));
  const usdt = currencies.find((c) => c.code === "USDT" && c.protocol === "TRC20")!;
  const bound = await data<DrawMethod[]>(await request.get(`/api/wallet/get_draw_method?draw_type=1&draw_id=${usdt.id}`, { headers: user }));
  const method =
    bound[0] ??
    (await data<DrawMethod>(
      await request.post("/api/wallet/bind_draw_method", {
        headers: user,
        form: { type: 1, draw_id: usdt.id, dc_address: TRC20_ADDRESS, code: await ownCodeByApi(request, email, CODE_PURPOSE_BIND) },
      }),
    ));
  const form = { draw_currency_id: usdt.id, number: amount, draw_method_id: method.id, code: await ownCodeByApi(request, email, CODE_PURPOSE_WITHDRAW) };
  const sent = await data<{ id: number }>(await request.post("/api/account/draw", { headers: { ...user, "idempotency-key": crypto.randomUUID() }, form }));
  return sent.id;
}
