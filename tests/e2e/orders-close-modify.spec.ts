import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import type { Order } from "#domain/order.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";
import { instrumentByCode, ordersOf } from "./trading-helpers.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

/** A EURUSD order of `lots` at the first leverage, placed as the PWA places it; `more` adds fields. */
async function place(request: APIRequestContext, session: LoginResponse, lots: string, more: Record<string, string | number> = {}): Promise<Order> {
  const eurusd = await instrumentByCode(request, "EURUSD");
  const response = await request.post("/v1/api/forex/submit", {
    form: { type: 1, cont: lots, forex_id: eurusd.Id, status: 1, multiple: eurusd.HasForexMultiple[0]!.Value, ...more },
    headers: { authorization: session.token, lang: "en", "Idempotency-Key": crypto.randomUUID() },
  });
  const body = (await response.json()) as { code: number; msg: string; data: Order };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

async function onOrders(page: Page, request: APIRequestContext): Promise<LoginResponse> {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  return session;
}

const card = (page: Page, kind: "holding" | "pending" | "history", id: number) => page.locator(`[data-testid="${kind}-row"][data-order-id="${id}"]`);

/** Every button of the screen shows its whole label at 360 px. */
async function expectLabelsFit(page: Page, scope: string) {
  for (const button of await page.locator(`${scope} button`).all()) {
    if (!(await button.isVisible())) continue;
    const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits, `"${await button.textContent()}" fits its button`).toBe(true);
  }
}

for (const lang of ["en", "de"]) {
  test(`[${lang}] closes part of a position from its card, the rest staying open with its levels`, async ({ page, request }) => {
    const session = await onOrders(page, request);
    const order = await place(request, session, "0.10", { stop_loss_price: "1.05000" });
    await page.goto(`/order?lang=${lang}`);
    const position = card(page, "holding", order.Id);
    await expect(position).toBeVisible();
    await expectLabelsFit(page, `[data-testid="holding-row"]`);

    await position.getByTestId("close-part").click();
    const sheet = page.getByTestId("close-part-sheet");
    // Off the lot step: the server's refusal is shown in the user's language and the sheet stays.
    await sheet.getByTestId("close-part-lots").fill("0.095");
    await sheet.getByTestId("close-part-confirm").click();
    await expect(page.getByText(lang === "de" ? "Die Lots müssen ein Vielfaches von 0,01 sein" : "Lots must be a multiple of 0.01").first()).toBeVisible();
    await expect(sheet).toBeVisible();
    await sheet.getByTestId("close-part-lots").fill("0.04");
    await sheet.getByTestId("close-part-confirm").click();
    await expect(sheet).toBeHidden();
    await expect(position.locator(".order-lots")).toContainText(lang === "de" ? "0,06" : "0.06");

    const held = (await ordersOf(request, session, 1)).data.find((o) => o.Id === order.Id)!;
    expect(dec(held.Quantity).toFixed(2)).toBe("0.06");
    expect(held.TargetLossPrice).toBe("1.05000");
    const history = (await ordersOf(request, session, 3)).data;
    expect(history.map((o) => dec(o.Quantity).toFixed(2))).toEqual(["0.04"]);
    await page.getByTestId("orders-tab-history").click();
    await expect(card(page, "history", history[0]!.Id)).toBeVisible();
  });
}

test("closes all positions after a confirmation that says how many and the estimated result", async ({ page, request }) => {
  const session = await onOrders(page, request);
  const [one, two] = [await place(request, session, "0.01"), await place(request, session, "0.02")];
  await page.goto("/order?lang=en");
  await expect(card(page, "holding", two.Id)).toBeVisible();
  await expectLabelsFit(page, `[data-testid="bulk-close"]`);

  await page.getByTestId("close-all").click();
  const dialog = page.getByTestId("bulk-close-dialog");
  await expect(dialog).toContainText("Positions to close at the market price: 2. Estimated result:");
  await dialog.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("holding-empty")).toBeVisible();
  const closed = (await ordersOf(request, session, 3)).data.map((o) => o.Id).sort();
  expect(closed).toEqual([one.Id, two.Id].sort());
});

test("changes a pending order's price, stop loss and expiry from its card", async ({ page, request }) => {
  const session = await onOrders(page, request);
  const order = await place(request, session, "0.01", { status: 0, target_price: "1.09000" });
  await page.goto("/order?lang=en");
  await page.getByTestId("orders-tab-dealing").click();
  const row = card(page, "pending", order.Id);
  await expect(row.getByTestId("order-expiry")).toHaveText("Good till cancelled");

  await row.getByTestId("modify-pending").click();
  const sheet = page.getByTestId("modify-sheet");
  await sheet.locator("#modify-price").fill("1.08500");
  await sheet.locator("#modify-sl").fill("1.08000");
  await sheet.getByTestId("modify-expiry").selectOption({ label: "End of day (00:00 UTC)" });
  await sheet.getByTestId("modify-save").click();
  await expect(sheet).toBeHidden();
  await expect(row.getByTestId("order-target")).toHaveText("1.08500");
  await expect(row.getByTestId("order-expiry")).not.toHaveText("Good till cancelled");

  const [changed] = (await ordersOf(request, session, 0)).data;
  expect(changed).toMatchObject({ Id: order.Id, Price: "1.08500", TargetLossPrice: "1.08000" });
  expect(Date.parse(changed!.ExpireTimeHandler!) % 86_400_000).toBe(0);
});

test("a pending order placed from the ticket with a short expiry expires, and the user is told", async ({ page, request }) => {
  const session = await onOrders(page, request);
  const eurusd = await instrumentByCode(request, "EURUSD");
  await page.goto(`/trade?id=${eurusd.Id}&lang=en`);
  await expect(page.getByTestId("instrument-drawer")).toHaveText(/\w/);
  await page.getByTestId("trade-buy").click();
  const sheet = page.getByTestId("order-sheet");
  await sheet.getByTestId("order-pending").click();
  await sheet.locator("#order-price").fill("1.09000");
  await sheet.getByTestId("order-expiry").selectOption({ label: "Date and time" });
  const at = await page.evaluate(() => {
    const soon = new Date(Date.now() + 4_000);
    return new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  });
  await sheet.getByTestId("order-expires-at").fill(at);
  await sheet.getByTestId("order-confirm").click();
  await expect(sheet).toBeHidden();
  const [placed] = (await ordersOf(request, session, 0)).data;
  expect(placed?.ExpireTimeHandler).toBeDefined();

  await expect(page.getByText(/Your pending EUR\/USD order at 1\.09000 expired and was cancelled/)).toBeVisible({ timeout: 15_000 });
  await page.goto("/order?lang=en");
  await page.getByTestId("orders-tab-history").click();
  await expect(card(page, "history", placed!.Id).getByTestId("history-reason")).toHaveText("Expired");
});
