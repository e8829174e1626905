import { expect, test, type Locator, type Page } from "@playwright/test";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { catalogText, demoByApi, storeSession } from "./accounts-helpers.ts";
import { expectHomeRows } from "../support/quotes.ts";

const serviceWorkerActive = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? "none"))).toBe("activated");

const item = (page: Page, code: string) => page.locator(`[data-testid="quote-item"][data-code="${code}"]`);
const shownCodes = (page: Page) => page.getByTestId("quote-item").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-code")));
const number = (text: string | null) => Number((text ?? "").replace(/,/g, ""));
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Drags a row's handle by touch (Chromium makes pointer events of it, as a phone does) `dy` pixels. */
async function touchDrag(page: Page, handle: Locator, dy: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + (dy * step) / 8 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test("each row shows bid, ask, the spread in points and the day's high and low, and they move", async ({ page }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  const row = item(page, "EURUSD");
  await expect(row.getByTestId("quote-ask")).toHaveText(/^\d\.\d{5}$/);
  // Read in one go: a tick between two reads moves the spread (2 or 3 points here) under the test.
  const [bid, ask, high, low, points, spreadText] = await row.evaluate((el) => {
    const spread = el.querySelector('[data-testid="quote-spread"]');
    return [
      ...["quote-price", "quote-ask", "quote-high", "quote-low"].map((id) => el.querySelector(`[data-testid="${id}"]`)?.textContent ?? null),
      spread?.getAttribute("data-points") ?? null,
      spread?.textContent ?? null,
    ];
  });
  expect(number(ask)).toBeGreaterThan(number(bid));
  expect(number(high)).toBeGreaterThanOrEqual(number(low));
  expect(Math.round((number(ask) - number(bid)) * 100_000)).toBe(Number(points));
  expect(spreadText).toBe(`${points} pts`);

  const asks = () => page.getByTestId("quote-ask").evaluateAll((cells) => cells.slice(0, 8).map((cell) => cell.textContent).join("|"));
  const before = await asks();
  await expect.poll(asks, { message: "asks move with the feed" }).not.toBe(before);
  expect(await fitsTheScreen(page)).toBe(true);
});

test("starred favourites keep the order set by buttons and by dragging, after a reload, offline, and on another device", async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const session = await demoByApi(request);
  await storeSession(page, session);
  await page.goto("/?lang=en");
  await serviceWorkerActive(page);
  await page.reload();
  await expectHomeRows(page);
  for (const code of ["EURUSD", "GBPUSD", "XAUUSD"]) {
    await item(page, code).getByTestId("quote-star").click();
    await expect(item(page, code).getByTestId("quote-star")).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByTestId("favourites-chip").click();
  await expect.poll(() => shownCodes(page)).toEqual(["EURUSD", "GBPUSD", "XAUUSD"]);

  await item(page, "XAUUSD").getByTestId("move-up").click();
  await expect.poll(() => shownCodes(page)).toEqual(["EURUSD", "XAUUSD", "GBPUSD"]);
  await touchDrag(page, item(page, "GBPUSD").getByTestId("drag-handle"), -140);
  await expect.poll(() => shownCodes(page)).toEqual(["GBPUSD", "EURUSD", "XAUUSD"]);
  const ids = async () => ((await (await request.get("/api/favourites/list", { headers: { authorization: session.token } })).json()) as { data: number[] }).data;
  await expect.poll(async () => (await ids()).length).toBe(3);
  const kept = await ids();

  await page.reload();
  await page.getByTestId("favourites-chip").click();
  await expect.poll(() => shownCodes(page)).toEqual(["GBPUSD", "EURUSD", "XAUUSD"]);

  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId("favourites-chip").click();
  await expect.poll(() => shownCodes(page)).toEqual(["GBPUSD", "EURUSD", "XAUUSD"]);
  await page.context().setOffline(false);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await storeSession(phone, session);
  await phone.goto("/?lang=en");
  await phone.getByTestId("favourites-chip").click();
  await expect.poll(() => shownCodes(phone)).toEqual(["GBPUSD", "EURUSD", "XAUUSD"]);
  expect(await ids()).toEqual(kept);
  await other.close();
});

test("a guest's favourites stay on the device", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (sent) => void (sent.url().includes("/api/favourites/") && calls.push(sent.url())));
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await item(page, "BTCUSD").getByTestId("quote-star").click();
  // The star shows pressed once the device's copy holds it; a reload before that would lose the tap.
  await expect(item(page, "BTCUSD").getByTestId("quote-star")).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await page.getByTestId("favourites-chip").click();
  await expect.poll(() => shownCodes(page)).toEqual(["BTCUSD"]);
  expect(calls).toEqual([]);
});

test("the instrument sheet lists the contract's terms, from the quote row and from the trade page's drawer, in Arabic too", async ({ page }) => {
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await item(page, "EURUSD").getByTestId("instrument-info-button").click();
  const sheet = page.getByTestId("instrument-info");
  await expect(sheet.getByTestId("fact-contract")).toContainText("100,000 units a lot");
  await expect(sheet.getByTestId("fact-step")).toContainText("0.01");
  await expect(sheet.getByTestId("fact-hours")).toContainText("Sunday 22:00 to Friday 22:00 UTC");
  for (const fact of ["digits", "min", "margin", "leverage", "swap-long", "swap-short", "triple"]) await expect(sheet.getByTestId(`fact-${fact}`)).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/?lang=ar");
  await expectHomeRows(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await item(page, "EURUSD").click();
  await page.getByTestId("instrument-drawer").click();
  await page.locator('[data-testid="drawer-row"][data-code="EURUSD"]').locator("..").getByTestId("instrument-info-button").click();
  await expect(page.getByTestId("instrument-info").getByTestId("fact-hours")).toContainText(await catalogText("ar", generateMessageId("Sunday 22:00 to Friday 22:00 UTC")));
  expect(await fitsTheScreen(page)).toBe(true);
});
