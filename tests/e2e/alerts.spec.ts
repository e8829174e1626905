import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Instrument } from "#domain/instrument.ts";
import { decryptPush } from "#tests/server/helpers/push-service.ts";
import { readFileSync } from "node:fs";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { onScriptedMarketWithPush, subscribeBrowser } from "./push-helpers.ts";
import { pushPrice } from "../support/scripted-market.ts";

/** The PWA catalog's translation of a source message. */
function translated(locale: string, message: string): string {
  const catalog = readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), "utf8");
  const quoted = JSON.stringify(message);
  const at = catalog.indexOf(`msgid ${quoted}\nmsgstr `);
  expect(at, `${message} is in the ${locale} catalog`).toBeGreaterThan(-1);
  return JSON.parse(catalog.slice(at + `msgid ${quoted}\nmsgstr `.length).split("\n")[0]!) as string;
}

const pushServiceOf = onScriptedMarketWithPush();

async function eurusd(request: APIRequestContext): Promise<Instrument> {
  const body = (await (await request.get("/v1/api/forex/trade_list")).json()) as { data: Instrument[] };
  return body.data.find((instrument) => instrument.Code === "EURUSD")!;
}

test("an alert set from the trade page reaches the push service with the app closed, and shows as fired when it is opened again", async ({ browser, request }) => {
  await pushPrice(request, "EURUSD", "1.10000");
  const session = await demoByApi(request);
  const phone = await subscribeBrowser(request, pushServiceOf(), session, "en");
  const { Id } = await eurusd(request);

  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, session);
  await page.goto(`/trade?id=${Id}&lang=en`);
  await page.getByTestId("trade-alert").click();
  const sheet = page.getByTestId("alert-sheet");
  await expect(sheet.locator("#alert-level")).toHaveValue("1.10000");
  await expect(sheet.getByTestId("alert-bid")).toHaveText("1.10000");
  await sheet.locator("#alert-level").fill("1.10500");
  await sheet.getByTestId("alert-save").click();
  const row = page.getByTestId("alert-row");
  await expect(row).toHaveAttribute("data-status", "active");
  await expect(row.getByTestId("alert-condition")).toHaveText("Bid at or above 1.10500");
  await context.close();

  await pushPrice(request, "EURUSD", "1.10600");
  const delivery = await pushServiceOf().deliveryTo(new URL(phone.json.endpoint).pathname);
  expect(decryptPush(delivery.body, phone)).toMatchObject({ title: "Price alert: EUR/USD", url: "/alerts", body: expect.stringContaining("1.10600") });

  const again = await browser.newPage();
  await storeSession(again, session);
  await again.goto("/alerts?lang=en");
  await expect(again.getByTestId("alert-row")).toHaveAttribute("data-status", "fired");
  await expect(again.getByTestId("alert-fired")).toContainText("1.10600");
  await again.close();
});

test("in Arabic at 360 px the alerts page is reached from the user centre, mirrored, and sets, edits and deletes an alert", async ({ page, request }) => {
  await pushPrice(request, "EURUSD", "1.10000");
  const session = await demoByApi(request);
  await storeSession(page, session);
  await page.goto("/user?lang=ar");
  await page.locator('[data-testid="user-entry"][data-to="/alerts"]').click();
  await expect(page).toHaveURL(/\/alerts/);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
  await expect(page.getByTestId("alerts-empty")).toBeVisible();

  await page.getByTestId("alert-new").click();
  const sheet = page.getByTestId("alert-sheet");
  await sheet.locator("#alert-watch").selectOption("change-day");
  await sheet.locator("#alert-direction").selectOption("below");
  await sheet.locator("#alert-level").fill("2");
  await sheet.getByTestId("alert-save").click();
  const row = page.getByTestId("alert-row");
  const [before, after] = translated("ar", "Down {level}% since the day's open").split("{level}");
  await expect(row.getByTestId("alert-condition")).toContainText(before!.trim());
  await expect(row.getByTestId("alert-condition")).toContainText(after!.trim());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await row.getByTestId("alert-edit").click();
  await sheet.locator("#alert-repeat").selectOption("every");
  await sheet.getByTestId("alert-save").click();
  await expect(row.locator(".alert-meta").first()).toHaveText(translated("ar", "Every time it crosses"));

  await row.getByTestId("alert-delete").click();
  await page.getByTestId("alert-delete-dialog").getByRole("button").last().click();
  await expect(page.getByTestId("alerts-empty")).toBeVisible();
});
