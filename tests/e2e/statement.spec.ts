import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { StatementPage } from "#domain/contract/statement.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import { storeSession } from "./accounts-helpers.ts";
import { certifiedFundedUser } from "./funded-user.ts";
import { closeByApi, submitMinimum } from "./trading-helpers.ts";
import { overflowingTexts } from "../support/text-fit.ts";

/** The statement of the last seven days as the server sums it, in the browser's own zone. */
async function weekOf(request: APIRequestContext, login: LoginResponse, page: Page, code?: string): Promise<StatementPage> {
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const query = new URLSearchParams({ period: "7d", tz, ...(code ? { code } : {}) });
  const response = await request.get(`/v1/api/main/statement/list?${query}`, { headers: { authorization: login.token, lang: "en" } });
  return ((await response.json()) as { data: StatementPage }).data;
}

/** Downloads the CSV from the export button and returns its lines, the BOM checked and taken off. */
async function exportedLines(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("statement-export").click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { fileName: download.suggestedFilename(), lines: bytes.subarray(3).toString("utf8").split("\r\n") };
}

async function fundedTrader(request: APIRequestContext, tag: string) {
  const login = await certifiedFundedUser(request, tag, "1000");
  const order = await submitMinimum(request, login, { code: "EURUSD" });
  const deal = await closeByApi(request, login, order.Id);
  return { login, deal };
}

test("a trader with a deal and a deposit filters the statement, reads its summary and downloads the CSV", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { login, deal } = await fundedTrader(request, "statement");
  await storeSession(page, login);
  await page.goto("/order?lang=en");
  await page.getByTestId("orders-tab-history").click();
  await page.getByTestId("history-statement").click();
  await expect(page).toHaveURL(/\/mine\/statement$/);

  const week = await weekOf(request, login, page);
  const summary = page.getByTestId("statement-summary");
  await expect(summary.getByTestId("summary-deals")).toHaveText("1");
  await expect(summary.getByTestId("summary-deposits")).toHaveText("+1,000.00");
  await expect(summary.getByTestId("summary-profit")).toHaveText(formatSignedMoney(deal.FactProfits, "en"));
  await expect(summary.getByTestId("summary-fees")).toHaveText(formatSignedMoney(week.summary.fees, "en"));
  await expect(summary.getByTestId("summary-closing")).toHaveText(formatMoney(week.summary.closing_balance, "en"));
  const rows = page.getByTestId("statement-row");
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-testid="statement-row"][data-kind="deposit"]').getByTestId("statement-status")).toHaveText("Credited");
  expect(await overflowingTexts(page)).toEqual([]);

  // One instrument: its deal, and no deposit, which belongs to none.
  await page.locator("#statement-code").selectOption("EURUSD");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-kind", "deal");
  await expect(summary.getByTestId("summary-deposits")).toHaveText("0.00");

  // A reversed range is refused where it is typed, and nothing can be exported for it.
  await page.locator("#statement-code").selectOption("");
  await page.locator("#statement-period").selectOption("custom");
  await page.locator("#statement-from").fill("2026-11-20");
  await page.locator("#statement-to").fill("2026-11-01");
  await expect(page.getByTestId("statement-to-error")).toHaveText("The first day must not be after the last day");
  await expect(page.getByTestId("statement-export")).toBeDisabled();

  await page.locator("#statement-period").selectOption("7d");
  await expect(rows).toHaveCount(2);
  const { fileName, lines } = await exportedLines(page);
  expect(fileName).toBe(`statement-${week.summary.first_day}-${week.summary.last_day}.csv`);
  expect(lines[0]).toBe("Type,Number,Time,Instrument,Side,Lots,Open price,Close price,Fee (USD),Profit (USD),Currency,Amount,Status,Balance change (USD)");
  expect(lines[1]).toMatch(/^Deposit,\d+,[\d-]+ [\d:]+,,,,,,,,USDT,1000\.00000000,Credited,1000\.000000$/);
  expect(lines[2]).toMatch(new RegExp(`^Deal,${deal.Id},.*,EURUSD,Buy,`));
  const totals = Object.fromEntries(lines.slice(4).filter(Boolean).map((line) => line.split(",")));
  expect(totals).toMatchObject({
    Deals: "1",
    "Opening balance (USD)": week.summary.opening_balance,
    "Profit (USD)": week.summary.profit,
    "Fees (USD)": week.summary.fees,
    "Deposits (USD)": "1000.000000",
    "Closing balance (USD)": week.summary.closing_balance,
  });
});

test("the statement reads right to left in Arabic at 360 px, and its CSV speaks Arabic", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { login } = await fundedTrader(request, "statement-ar");
  await storeSession(page, login);
  await page.goto("/mine/statement?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".page-title")).toHaveText("كشف الحساب");
  await expect(page.getByTestId("statement-row")).toHaveCount(2);
  await expect(page.getByTestId("summary-deals")).toHaveText("1");
  expect(await overflowingTexts(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  const { lines } = await exportedLines(page);
  expect(lines[0]!.split(",").slice(0, 3)).toEqual(["النوع", "الرقم", "الوقت"]);
  expect(lines[1]).toMatch(/^إيداع,/);
  expect(lines[2]).toMatch(/^صفقة,/);
});
