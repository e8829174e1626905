import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { Order } from "#domain/order.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { clearOfLines, dragShown, drawnLines, finger, holdLineAt, lineOf, onLine, type DrawnLine } from "./chart-lines-helpers.ts";
import { instrumentByCode, ordersOf, submitMinimum } from "./trading-helpers.ts";
import { canvasFramesSoFar, clearCanvasFrames, recordCanvasFrames } from "../support/canvas-frames.ts";
import { translationOf } from "../support/catalog.ts";
import { SCRIPTED_URL, pushPrice, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

test.use({ baseURL: SCRIPTED_URL });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await startScriptedMarket();
});
test.afterAll(stopScriptedMarket);

interface Book {
  session: LoginResponse;
  buy: Order;
  sell: Order;
  limit: Order;
  /** The Bid the book was left at; the levels sit around it. */
  bid: string;
  /** `bid` moved by `pips` (tenths of a pip are 5th decimals). */
  at(pips: number): string;
}

/**
 * A demo user with a buy (stop loss 60 pips below the Bid, take profit 60 above), a sell opened
 * 20 pips lower and a buy limit 120 pips below on EURUSD, around the price its history ended at
 * (so the chart's price range stays narrow enough to drag in), after ticks 160 pips below and 100
 * above so every level sits inside that range.
 */
async function bookOnEurusd(request: APIRequestContext): Promise<Book> {
  const session = await demoByApi(request);
  const base = Math.round(Number((await instrumentByCode(request, "EURUSD")).ForexQuotations.Bid) * 1e4);
  const at = (pips: number) => ((base + pips) / 1e4).toFixed(5);
  for (const pips of [-160, 100, 0]) await pushPrice(request, "EURUSD", at(pips));
  const buy = await submitMinimum(request, session, { code: "EURUSD", stopLoss: at(-60), takeProfit: at(60) });
  await pushPrice(request, "EURUSD", at(-20));
  const sell = await submitMinimum(request, session, { code: "EURUSD", type: 2 });
  const limit = await submitMinimum(request, session, { code: "EURUSD", target: at(-120) });
  await pushPrice(request, "EURUSD", at(0));
  return { session, buy, sell, limit, bid: at(0), at };
}

async function openChart(page: Page, request: APIRequestContext, book: Book, lang: string) {
  await storeSession(page, book.session);
  const { Id } = await instrumentByCode(request, "EURUSD");
  await page.goto(`/trade?id=${Id}&lang=${lang}`);
  const chart = page.getByTestId("chart");
  await expect.poll(async () => (await drawnLines(chart)).filter((line) => line.shown).length, { message: "the user's lines drawn" }).toBe(5);
  return chart;
}

/** The buy's stop loss and take profit lines, which place any price on the chart. */
const scaleOf = async (chart: Locator, book: Book): Promise<[DrawnLine, DrawnLine]> => [await lineOf(chart, book.buy.Id, "stop-loss"), await lineOf(chart, book.buy.Id, "take-profit")];

const serverOrder = async (request: APIRequestContext, session: LoginResponse, id: number) =>
  (await ordersOf(request, session, 1)).data.find((o) => o.Id === id)!;

test("both positions, the pending order and the stops are lines on the chart, each position with its live P&L", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const lines = await drawnLines(chart);
  expect(lines.map(({ orderId, role, level }) => ({ orderId, role, level }))).toEqual(
    expect.arrayContaining([
      { orderId: book.buy.Id, role: "position", level: book.buy.Price },
      { orderId: book.sell.Id, role: "position", level: book.sell.Price },
      { orderId: book.limit.Id, role: "pending", level: book.at(-120) },
      { orderId: book.buy.Id, role: "stop-loss", level: book.at(-60) },
      { orderId: book.buy.Id, role: "take-profit", level: book.at(60) },
    ]),
  );

  const pnlShown = async () => {
    const [buy, sell] = await Promise.all([lineOf(chart, book.buy.Id, "position"), lineOf(chart, book.sell.Id, "position")]);
    return [buy.detail, sell.detail];
  };
  const pnlOfServer = async () => {
    const [buy, sell] = await Promise.all([serverOrder(request, book.session, book.buy.Id), serverOrder(request, book.session, book.sell.Id)]);
    return [formatSignedMoney(buy.FactProfits, "en"), formatSignedMoney(sell.FactProfits, "en")];
  };
  await expect.poll(pnlShown).toEqual(await pnlOfServer());
  await pushPrice(request, "EURUSD", book.at(8));
  const moved = await pnlOfServer();
  await expect.poll(pnlShown).toEqual(moved);
  expect(moved[0]).toMatch(/^\+/);
  expect(moved[1]).toMatch(/^-/);
});

test("a tick that moves the price and the positions' P&L redraws one plot-sized canvas a frame, the lines drawn on it", async ({ page, request }) => {
  await recordCanvasFrames(page);
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const plotSize = await chart.locator("canvas").first().evaluate((canvas: HTMLCanvasElement) => `${canvas.width}x${canvas.height}`);
  const buyPnl = async () => (await lineOf(chart, book.buy.Id, "position")).detail;
  await clearCanvasFrames(page);

  for (const pips of [8, 3]) {
    const before = await buyPnl();
    await pushPrice(request, "EURUSD", book.at(pips));
    await expect.poll(buyPnl, { message: "the buy's P&L after the tick" }).not.toBe(before);
  }

  const plotsPerFrame = (await canvasFramesSoFar(page)).map((sizes) => sizes.filter((size) => size === plotSize).length);
  expect(Math.max(...plotsPerFrame), "plot-sized canvases drawn in one frame").toBe(1);
  expect((await drawnLines(chart)).filter((line) => line.shown)).toHaveLength(5);
});

test("a stop loss dragged up shows its new level and its loss if hit, and once confirmed the server holds it", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const scale = await scaleOf(chart, book);
  const hand = await holdLineAt(page, chart, scale[0], book.at(-30), scale);
  const dragged = await dragShown(chart);
  expect(dragged.problem).toBe("");
  expect(Math.abs(Number(dragged.level) - Number(book.at(-30)))).toBeLessThan(0.0005);
  await hand.up();

  const dialog = page.getByTestId("line-change-dialog");
  await expect(dialog.getByTestId("line-change-level")).toHaveText(`Move the stop loss of EUR/USD to ${dragged.level}?`);
  await expect(dialog.getByTestId("line-change-stop-loss")).toHaveText(/^If the stop loss is hit: -\d+\.\d\d$/);
  await dialog.getByTestId("confirm-ok").click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await serverOrder(request, book.session, book.buy.Id)).TargetLossPrice).toBe(dragged.level);
  await expect.poll(async () => (await lineOf(chart, book.buy.Id, "stop-loss")).level).toBe(dragged.level);
});

test("a stop loss dragged above the price shows why before release and changes nothing", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const scale = await scaleOf(chart, book);
  const hand = await holdLineAt(page, chart, scale[0], book.at(30), scale);
  const note = page.getByTestId("chart-line-note");
  await expect(note).toHaveText(`For a buy the stop loss must be below ${formatPrice(book.bid, 5, "en")}`);
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(360);
  await hand.up();

  await expect(note).toBeHidden();
  await expect(page.getByTestId("line-change-dialog")).toHaveCount(0);
  await expect.poll(async () => (await lineOf(chart, book.buy.Id, "stop-loss")).level).toBe(book.at(-60));
  expect((await serverOrder(request, book.session, book.buy.Id)).TargetLossPrice).toBe(book.at(-60));
});

test("a tap on a position's line opens that order's sheet on the orders page", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const at = await onLine(chart, await lineOf(chart, book.sell.Id, "position"));
  await page.touchscreen.tap(at.x, at.y);
  await expect(page).toHaveURL(new RegExp(`/order\\?id=${book.sell.Id}$`));
  await expect(page.getByTestId("stops-sheet")).toBeVisible();
  await expect(page.getByTestId("stops-sheet")).toContainText("EUR/USD");
});

test("a long press on the chart opens a new alert at the pressed price", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "en");
  const [stop, take] = await scaleOf(chart, book);
  const box = (await chart.boundingBox())!;
  const y = await clearOfLines(chart);
  const pressed = Number(stop.level) + ((y - box.y - stop.y) * (Number(take.level) - Number(stop.level))) / (take.y - stop.y);
  const hand = await finger(page);
  await hand.down(box.x + box.width * 0.4, y);
  await expect(page).toHaveURL(/\/alerts\?/);
  await hand.up();
  expect(new URL(page.url()).searchParams.get("forex_id")).toBe(String((await instrumentByCode(request, "EURUSD")).Id));
  await expect(page.locator("#alert-instrument")).toHaveValue(String((await instrumentByCode(request, "EURUSD")).Id));
  const level = page.locator("#alert-level");
  await expect(level).toHaveValue(/^\d+\.\d{5}$/);
  expect(Math.abs(Number(await level.inputValue()) - pressed)).toBeLessThan(0.0005);
});

test("in Arabic the lines are labelled, a refused drag says why in Arabic, and a confirmed one moves the order", async ({ page, request }) => {
  const book = await bookOnEurusd(request);
  const chart = await openChart(page, request, book, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const labels = JSON.parse((await chart.getAttribute("data-lines"))!) as { label: string }[];
  expect(labels.some((line) => /[\u0600-\u06FF]/.test(line.label))).toBe(true);

  const scale = await scaleOf(chart, book);
  const refused = await holdLineAt(page, chart, scale[1], book.at(-30), scale);
  const note = page.getByTestId("chart-line-note");
  const reason = (await translationOf("ar", "For a buy the take profit must be above {price}")).replace("{price}", formatPrice(book.bid, 5, "ar"));
  await expect(note).toHaveText(reason);
  await refused.up();
  await expect(note).toBeHidden();

  const hand = await holdLineAt(page, chart, await lineOf(chart, book.limit.Id, "pending"), book.at(-150), scale);
  const dragged = await dragShown(chart);
  expect(dragged.problem).toBe("");
  await hand.up();
  const dialog = page.getByTestId("line-change-dialog");
  await expect(dialog).toContainText(formatPrice(dragged.level, 5, "ar"));
  await dialog.getByTestId("confirm-ok").click();
  await expect.poll(async () => (await ordersOf(request, book.session, 0)).data.find((o) => o.Id === book.limit.Id)?.Price).toBe(dragged.level);
});
