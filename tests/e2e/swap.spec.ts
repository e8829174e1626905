import { expect, test, type APIRequestContext } from "@playwright/test";
import { dec } from "#domain/decimal.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { ORDER_BUY } from "#domain/order.ts";
import { lastRollover, rolloverMinute } from "#domain/trading/rollover.ts";
import { spreadCost } from "#domain/trading/order-preview.ts";
import { pipValue } from "#domain/trading/pip-value.ts";
import { swapPerNight } from "#domain/trading/swap.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { operatorToken, signInToBackOffice } from "./back-office-helpers.ts";
import { instrumentByCode, submitMinimum } from "./trading-helpers.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

/** Moves the server's clock a minute past the next weekday rollover and runs it; returns that rollover's weekday. */
async function runNextRollover(request: APIRequestContext): Promise<number> {
  const clock = async (ms: number) => (await (await request.post("/v1/api/test/clock", { data: { advance_ms: ms } })).json()).data.now as number;
  const now = await clock(0);
  const minute = rolloverMinute("21:00");
  let next = lastRollover(now, minute);
  for (let hours = 1; next.at.getTime() <= now; hours++) next = lastRollover(now + hours * 3_600_000, minute);
  await clock(next.at.getTime() + 60_000 - now);
  expect((await (await request.post("/v1/api/test/swap/rollover")).json()).code).toBe(1);
  return next.weekday;
}

test.describe("on a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const lang of ["en", "ar"]) {
    test(`the ticket previews pip value, spread cost, a night's swap and the free margin after the order (${lang})`, async ({ page, request }) => {
      await storeSession(page, await demoByApi(request));
      const eurusd = await instrumentByCode(request, "EURUSD");
      await page.goto(`/trade?id=${eurusd.Id}&lang=${lang}`);
      await expect(page.getByTestId("instrument-drawer")).toHaveText(/\w/);
      await pushPrice(request, "EURUSD", "1.10000");
      await page.getByTestId("trade-buy").click();
      const sheet = page.getByTestId("order-sheet");
      const { Bid, Ask } = (await instrumentByCode(request, "EURUSD")).ForexQuotations;
      const lots = eurusd.ForexMinCont;
      const units = eurusd.ForexContNum;
      const { Mode, Long, Short, TripleDay } = eurusd.Swap;
      const swap = swapPerNight({ rates: { mode: Mode, long: Long, short: Short, tripleDay: TripleDay }, direction: ORDER_BUY, lots, units, price: Ask, precision: 5, usdRate: "1" });
      expect(dec(swap).isNegative()).toBe(true);
      await expect(sheet.getByTestId("preview-pip-value")).toHaveText(formatMoney(pipValue({ lots, units, precision: 5, usdRate: "1" }), lang));
      await expect(sheet.getByTestId("preview-spread-cost")).toHaveText(formatMoney(spreadCost({ lots, units, usdRate: dec(1), spread: dec(Ask).minus(Bid) }), lang));
      await expect(sheet.getByTestId("preview-swap")).toHaveText(formatMoney(swap, lang));
      await expect(sheet.getByTestId("preview-free-margin")).toHaveText(/\d/);
      for (const id of ["preview-pip-value", "preview-spread-cost", "preview-swap", "preview-free-margin"]) {
        const box = (await sheet.getByTestId(id).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
    });
  }
});

test("an operator's new swap rate is charged at the rollover, shown on the position live and in its history", async ({ page, browser, request }) => {
  const { desk, backOffice } = await signInToBackOffice(browser, request, SCRIPTED_URL);
  await backOffice.goto("/admin?lang=en#/swap-rates");
  const rateRow = backOffice.locator('[data-testid="swap-rate-row"][data-code="EURUSD"]');
  await rateRow.getByTestId("swap-mode").selectOption("points");
  await rateRow.getByTestId("swap-long").fill("-20");
  await rateRow.getByTestId("swap-save").click();
  await expect(rateRow.getByRole("status")).toHaveText("Saved.");
  const audit = await (await request.get("/admin/api/audit", { headers: { authorization: await operatorToken(request) } })).json();
  expect(audit.data.data[0]).toMatchObject({ action: "swap_rate.update", after: { code: "EURUSD", long: "-20" } });
  await desk.close();

  const session = await demoByApi(request);
  await storeSession(page, session);
  await pushPrice(request, "EURUSD", "1.10000");
  const order = await submitMinimum(request, session, { code: "EURUSD" });
  await page.goto("/order?lang=en");
  const position = page.locator(`[data-testid="holding-row"][data-order-id="${order.Id}"]`);
  await expect(position.getByTestId("order-swap")).toHaveText(formatMoney("0", "en"));

  const weekday = await runNextRollover(request);
  // 0.01 lot × 100000 × −20 points × 0.00001 = −0.2 USD a night, three on Wednesday.
  const charged = dec("-0.2").times(weekday === 3 ? 3 : 1).toFixed(6);
  await expect(position.getByTestId("order-swap")).toHaveText(formatMoney(charged, "en"));

  await position.getByTestId("close-position").click();
  await page.getByTestId("close-dialog").getByTestId("confirm-ok").click();
  await page.getByTestId("orders-tab-history").click();
  const history = page.locator(`[data-testid="history-row"][data-order-id="${order.Id}"]`);
  await expect(history.getByTestId("history-swap")).toHaveText(formatMoney(charged, "en"));
});
