/**
 * Model-based property test of the engine: random sequences of submit, tick (with gaps), close,
 * partial close, cancel, set-stop and demo reset against a small reference model of one EURUSD account. The model
 * says which user calls must be accepted and what each does to the balance; triggers, pending fills
 * and stop-outs are checked for legality (each one the tick allowed) and then adopted. After every
 * step: the ledger sums to the balance, net value = balance + floating profit, the balance is never
 * below zero, no order is both open and closed, and a refused step changed nothing.
 *
 * MODEL_RUNS sets the number of sequences (default 150 in the suite; 10,000 take about
 * half an hour: `MODEL_RUNS=10000 npx vitest run --project server tests/server/trading-model.test.ts`;
 * MODEL_SEED replays one seed, and MODEL_PATH with it the counterexample fast-check printed).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec, type Dec } from "#domain/decimal.ts";
import { ORDER_BUY, ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import { crossingStep } from "#domain/alerts/alert-crossing.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import type { AlertNotice } from "#domain/order.ts";
import { accountFigures } from "#domain/trading/account-figures.ts";
import { orderCost } from "#domain/trading/order-cost.ts";
import { partProblem } from "#domain/trading/partial-close.ts";
import { pendingFills, type PendingKind } from "#domain/trading/pending.ts";
import { closingPrice, openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { profit } from "#domain/trading/profit.ts";
import { stopProblem, stopTriggered } from "#domain/trading/stops.ts";
import { trailedStop, trailingProblem } from "#domain/trading/trailing.ts";
import { lastRollover, rolloverMinute } from "#domain/trading/rollover.ts";
import { rolloverSwap } from "#domain/trading/swap.ts";
import { instruments } from "#server/store/schema.ts";
import { eq } from "drizzle-orm";
import { DomainError } from "#server/platform/domain-error.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, instrumentId, openTrader, type Trader } from "./helpers/trading.ts";

const RUNS = Number(process.env.MODEL_RUNS ?? 150);
/** A fixed seed replays a run (fast-check prints it on failure); several seeds split the 10,000. */
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const CODE = "EURUSD";
const UNITS = "100000";
const FEE_RATE = "0.005";
const LEVERAGES = [50, 100, 200, 500] as const;
const START = "1.10000";
const POINT = dec("0.00001");
/** The default STOP_OUT_LEVEL, in percent. */
const STOP_OUT_LEVEL = 50;

type Command =
  | { kind: "market"; direction: OrderDirection; lots: string; leverage: number; sl?: number; tp?: number }
  | { kind: "pending"; direction: OrderDirection; offset: number; lots: string; leverage: number; sl?: number; tp?: number }
  | { kind: "close" | "cancel"; pick: number }
  | { kind: "set-stop"; pick: number; sl?: number; tp?: number }
  | { kind: "tick"; move: number }
  | { kind: "gap"; move: number }
  | { kind: "reset" }
  | { kind: "partial"; pick: number; part: string }
  | { kind: "rollover" };

const direction = fc.constantFrom<OrderDirection>(ORDER_BUY, ORDER_SELL);
// Lots from the minimum to more than the account can carry at the lowest leverage.
const lots = fc.constantFrom("0.01", "0.1", "1", "5", "20", "60", "150");
const leverage = fc.constantFrom(...LEVERAGES);
/** Stop levels in points from the reference, either side (the wrong side must be refused). */
const level = fc.option(fc.integer({ min: -3000, max: 3000 }).filter((n) => n !== 0), { nil: undefined });

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("market" as const), direction, lots, leverage, sl: level, tp: level }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("pending" as const), direction, offset: fc.integer({ min: -1500, max: 1500 }), lots, leverage, sl: level, tp: level }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom("close" as const, "cancel" as const), pick: fc.nat(12) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("set-stop" as const), pick: fc.nat(12), sl: level, tp: level }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("tick" as const), move: fc.integer({ min: -1500, max: 1500 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("gap" as const), move: fc.integer({ min: -15000, max: 15000 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "reset" as const }) },
  // Parts below the minimum, off the lot step, more than held or all of it, as well as fitting ones.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("partial" as const), pick: fc.nat(12), part: fc.constantFrom("0.001", "0.01", "0.015", "0.05", "0.5", "1", "4", "60", "200") }) },
  { weight: 1, arbitrary: fc.constant({ kind: "rollover" as const }) },
);

interface ModelOrder {
  id: number;
  direction: OrderDirection;
  state: typeof ORDER_PENDING | typeof ORDER_HOLDING | typeof ORDER_CLOSED;
  lots: string;
  margin: string;
  openPrice: string | null;
  targetPrice: string | null;
  kind: number;
}

/** The reference: the balance and the book, and which call it must accept. */
class Model {
  balance: Dec = dec("100000");
  book = new Map<number, ModelOrder>();
  /** Every id the sequence has seen, closed ones too, plus one that belongs to nobody. */
  ids: number[] = [];

  constructor(readonly quote: () => BidAsk) {}

  held = () => [...this.book.values()].filter((o) => o.state === ORDER_HOLDING);
  floating = (): Dec =>
    this.held().reduce((sum, o) => sum.plus(profit({ direction: o.direction, openPrice: o.openPrice!, price: closingPrice(o.direction, this.quote()), lots: o.lots, units: UNITS, usdRate: 1 })), dec(0));
  usedMargin = (): Dec => this.held().reduce((sum, o) => sum.plus(o.margin), dec(0));
  /** Margin and fee of an order opening at `price`, and whether the free margin covers them. */
  cost(lotsText: string, lev: number, price: string) {
    const cost = orderCost({ lots: lotsText, units: UNITS, price, leverage: lev, marginMode: 0, feeType: 2, feeRate: FEE_RATE, usdRate: dec(1) });
    const free = this.balance.plus(this.floating()).minus(this.usedMargin());
    return { ...cost, fits: dec(cost.margin).plus(cost.fee).lessThanOrEqualTo(free) };
  }
}

const priceText = (value: Dec) => value.toFixed(5);
const offsetPrice = (from: string, points: number | undefined) => (points === undefined ? undefined : priceText(dec(from).plus(POINT.times(points))));

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  server = await startAccountsServer({ MARKET_SOURCE: "scripted", REGISTRATIONS_PER_IP_PER_HOUR: "100000", TRADE_FEE_TYPE: "2" });
  eurusd = await instrumentId(server, CODE);
  server.server.priceScript!.push(CODE, START);
}, 120_000);
afterAll(() => server?.close());

const engine = () => server.server.engine;
const quoteNow = (): BidAsk => server.server.hub.quote(CODE)!;

/** The engine's answer, or the refusal it gave; anything but a DomainError fails the test. */
async function attempt<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: DomainError }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error };
    throw error;
  }
}

/** Moves the Bid by `points` (at least one point above zero) and waits until the engine acted on it. */
async function tick(points: number, gap: boolean): Promise<void> {
  const script = server.server.priceScript!;
  const next = dec(script.lastPrice(CODE)!).plus(POINT.times(points));
  const price = priceText(next.lessThan("0.5") ? dec("0.5") : next);
  if (gap) {
    script.close(CODE);
    script.reopen(CODE, price);
  } else {
    script.push(CODE, price);
  }
  await server.server.engine.settled();
}

type Book = Awaited<ReturnType<typeof bookOf>>;

async function checkInvariants(trader: Trader, model: Model, { balance, log, orders: rows }: Book): Promise<void> {
  const total = log.reduce((sum, row) => sum.plus(row.value), dec(0));
  expect(total.toFixed(6), "the ledger sums to the balance").toBe(dec(balance!.balance).toFixed(6));
  expect(dec(balance!.balance).isNegative(), "the balance is never below zero").toBe(false);
  for (const row of rows) {
    const closed = row.state === ORDER_CLOSED;
    expect(closed, `order ${row.id}: closed exactly when it has a close time`).toBe(row.closedAt !== null);
    if (row.state === ORDER_HOLDING) expect(row.openPrice, `held order ${row.id} has an open price`).not.toBeNull();
  }
  const detail = await engine().accountDetail(trader.userId);
  const figures = accountFigures({ balance: balance!.balance, floatingProfit: model.floating(), usedMargin: model.usedMargin() });
  expect(detail.net_value, "net value = balance + floating profit").toBe(figures.netValue);
  expect(detail.current_margin).toBe(figures.currentMargin);
}

/**
 * After a tick the engine may have filled, closed or cancelled orders by itself. Each change must be
 * one the tick allowed: a pending order filled only when its price was reached (or was cancelled
 * for want of margin), a position closed by its SL/TP only when the tick reached it, a stop-out only
 * while the margin level was under the stop-out level before it. The model then adopts the book.
 */
function adoptTriggers(model: Model, book: Book, before: BidAsk): void {
  const rows = book.orders;
  const quote = quoteNow();
  // A limit filled at its own price across a gap may open at a loss and take the account under the
  // stop-out level at once: the level a stop-out may act on counts the orders this tick filled too.
  const filled = rows.filter((row) => model.book.get(row.id)?.state === ORDER_PENDING && row.openPrice !== null);
  const floatingAt = (row: { direction: OrderDirection; openPrice: string | null; lots: string }) =>
    profit({ direction: row.direction, openPrice: row.openPrice!, price: closingPrice(row.direction, quote), lots: row.lots, units: UNITS, usdRate: 1 });
  const fills = {
    balance: filled.reduce((sum, row) => sum.minus(row.fee), model.balance),
    floatingProfit: filled.reduce((sum, row) => sum.plus(floatingAt(row)), model.floating()),
    usedMargin: filled.reduce((sum, row) => sum.plus(row.margin), model.usedMargin()),
  };
  // A take profit across a gap fills at its own price, short of the market: the account keeps less
  // than the tick valued it at, and the level a stop-out may act on counts those closes as booked.
  const closedByLevel = rows.filter(
    (row) => model.book.get(row.id)?.state === ORDER_HOLDING && (row.closeReason === "stop-loss" || row.closeReason === "take-profit"),
  );
  const withLevelCloses = accountFigures({
    // Each loss booked past zero is written back to zero (negative balance protection).
    balance: closedByLevel.reduce((sum, row) => {
      const next = sum.plus(row.profit!);
      return next.isNegative() ? dec(0) : next;
    }, fills.balance),
    floatingProfit: closedByLevel.reduce((sum, row) => sum.minus(floatingAt(model.book.get(row.id)!)), fills.floatingProfit),
    usedMargin: closedByLevel.reduce((sum, row) => sum.minus(row.margin), fills.usedMargin),
  }).prepaymentRatio;
  const withFills = accountFigures(fills).prepaymentRatio;
  const withoutFills = accountFigures({ balance: model.balance, floatingProfit: model.floating(), usedMargin: model.usedMargin() }).prepaymentRatio;
  const levelBefore = [withoutFills, withFills, withLevelCloses].filter((level) => level !== "").sort((a, b) => dec(a).comparedTo(b))[0] ?? "";
  for (const row of rows) {
    const known = model.book.get(row.id);
    if (!known || known.state === row.state) continue;
    if (known.state === ORDER_PENDING) {
      expect(pendingFills(known.direction, known.kind as PendingKind, known.targetPrice!, quote), `order ${row.id} filled at a price that reached it`).toBe(true);
      // Filled and closed on the same tick: for want of margin, or by a level or a stop-out right after.
      if (row.state === ORDER_CLOSED) expect(["no-margin", "stop-loss", "take-profit", "stop-out"]).toContain(row.closeReason);
    } else if (row.closeReason === "stop-out") {
      expect(levelBefore !== "" && dec(levelBefore).lessThan(STOP_OUT_LEVEL), `order ${row.id} stopped out below the level (${levelBefore} %)`).toBe(true);
    } else {
      const hit = stopTriggered(known.direction, { stopLoss: row.stopLoss ?? undefined, takeProfit: row.takeProfit ?? undefined }, quote);
      expect(row.closeReason, `order ${row.id} closed by a level the tick reached (${JSON.stringify(before)} → ${JSON.stringify(quote)})`).toBe(hit);
    }
  }
  adopt(model, book);
}

/** Takes the book and the balance from the store (after the checks that compared them). */
function adopt(model: Model, { balance, orders: rows }: Book): void {
  model.balance = dec(balance!.balance);
  model.book.clear();
  for (const row of rows) {
    model.book.set(row.id, {
      id: row.id,
      direction: row.direction,
      state: row.state,
      lots: row.lots,
      margin: row.margin,
      openPrice: row.openPrice,
      targetPrice: row.targetPrice,
      kind: row.kind,
    });
  }
}

async function step(trader: Trader, model: Model, cmd: Command): Promise<void> {
  const quote = quoteNow();
  const pick = (n: number) => model.ids[n % model.ids.length] ?? 1;
  const before = await bookOf(server, trader.userId);
  let expected: boolean;
  let outcome: { ok: boolean; error?: DomainError };
  switch (cmd.kind) {
    case "market":
    case "pending": {
      const entry = cmd.kind === "market" ? openingPrice(cmd.direction, quote) : priceText(dec(openingPrice(cmd.direction, quote)).plus(POINT.times(cmd.offset)));
      const sl = offsetPrice(entry, cmd.sl);
      const tp = offsetPrice(entry, cmd.tp);
      const cost = model.cost(cmd.lots, cmd.leverage, entry);
      expected = stopProblem(cmd.direction, entry, { stopLoss: sl, takeProfit: tp }) === undefined && cost.fits;
      outcome = await attempt(() =>
        engine().submit(trader.userId, {
          type: cmd.direction,
          cont: cmd.lots,
          forex_id: eurusd,
          status: cmd.kind === "market" ? 1 : 0,
          multiple: cmd.leverage,
          ...(cmd.kind === "pending" ? { target_price: entry } : {}),
          ...(sl ? { stop_loss_price: sl } : {}),
          ...(tp ? { target_profit_price: tp } : {}),
        }),
      );
      if (outcome.ok && "value" in outcome) {
        const placed = outcome.value as { Id: number; CautionMoney: string; TradeFee: string; Price: string };
        model.ids.push(placed.Id);
        if (cmd.kind === "market") {
          expect(placed).toMatchObject({ Price: entry, CautionMoney: cost.margin, TradeFee: cost.fee });
          model.balance = model.balance.minus(cost.fee);
        }
      }
      break;
    }
    case "close":
    case "cancel": {
      const id = pick(cmd.pick);
      const known = model.book.get(id);
      expected = known?.state === (cmd.kind === "close" ? ORDER_HOLDING : ORDER_PENDING);
      outcome = await attempt(() => (cmd.kind === "close" ? engine().close(trader.userId, id) : engine().cancel(trader.userId, id)));
      if (outcome.ok && known && cmd.kind === "close") {
        const result = profit({ direction: known.direction, openPrice: known.openPrice!, price: closingPrice(known.direction, quote), lots: known.lots, units: UNITS, usdRate: 1 });
        model.balance = model.balance.plus(result);
        if (model.balance.isNegative()) model.balance = dec(0);
      }
      break;
    }
    case "partial": {
      const id = pick(cmd.pick);
      const known = model.book.get(id);
      expected = known?.state === ORDER_HOLDING && partProblem(cmd.part, { held: known.lots, minLots: "0.01", step: "0.01" }) === undefined;
      outcome = await attempt(() => engine().closePart(trader.userId, { id, cont: cmd.part }));
      if (outcome.ok && known) {
        const result = profit({ direction: known.direction, openPrice: known.openPrice!, price: closingPrice(known.direction, quote), lots: cmd.part, units: UNITS, usdRate: 1 });
        model.balance = model.balance.plus(result);
        if (model.balance.isNegative()) model.balance = dec(0);
        const rows = (await bookOf(server, trader.userId)).orders;
        const left = rows.find((row) => row.id === id && row.state === ORDER_HOLDING);
        expect(dec(left?.lots ?? 0).plus(cmd.part).toFixed(6), "the part and the rest add up to the position").toBe(dec(known.lots).toFixed(6));
      }
      break;
    }
    case "set-stop": {
      const id = pick(cmd.pick);
      const known = model.book.get(id);
      const reference = known?.state === ORDER_HOLDING ? closingPrice(known.direction, quote) : known?.targetPrice;
      const sl = reference ? offsetPrice(reference, cmd.sl) : undefined;
      const tp = reference ? offsetPrice(reference, cmd.tp) : undefined;
      expected = known !== undefined && known.state !== ORDER_CLOSED && stopProblem(known.direction, reference!, { stopLoss: sl, takeProfit: tp }) === undefined;
      outcome = await attempt(() => engine().setStops(trader.userId, { id, stop_loss_price: sl ?? "", target_profit_price: tp ?? "" }));
      break;
    }
    case "tick":
    case "gap": {
      await tick(cmd.move, cmd.kind === "gap");
      const book = await bookOf(server, trader.userId);
      adoptTriggers(model, book, quote);
      const level = accountFigures({ balance: model.balance, floatingProfit: model.floating(), usedMargin: model.usedMargin() }).prepaymentRatio;
      expect(level === "" || dec(level).greaterThanOrEqualTo(STOP_OUT_LEVEL), `no position left open below the stop-out level (${level} %)`).toBe(true);
      await checkInvariants(trader, model, book);
      return;
    }
    case "rollover": {
      // The next weekday rollover: every held position pays (or earns) its swap at the closing price.
      const now = server.server.clock.now();
      let rollover = lastRollover(now, rolloverMinute("21:00"));
      for (let hours = 1; rollover.at.getTime() <= now; hours++) rollover = lastRollover(now + hours * 3_600_000, rolloverMinute("21:00"));
      server.server.clock.advance(rollover.at.getTime() + 60_000 - now);
      const [rates] = await server.server.store.db.select().from(instruments).where(eq(instruments.id, eurusd));
      const swapRates = { mode: rates!.swapMode, long: rates!.swapLong, short: rates!.swapShort, tripleDay: rates!.swapTripleDay };
      for (const held of model.held()) {
        const input = { rates: swapRates, direction: held.direction, lots: held.lots, units: UNITS, price: closingPrice(held.direction, quote), precision: 5, usdRate: "1" };
        model.balance = model.balance.plus(rolloverSwap(input, rollover.weekday));
      }
      await engine().swapRollover.run(rollover, new Date(server.server.clock.now()));
      outcome = { ok: true };
      expected = true;
      break;
    }
    case "reset": {
      await server.server.accounts.resetDemo((await server.server.accounts.sessions.find(trader.token))!.user);
      const book = await bookOf(server, trader.userId);
      adopt(model, book);
      expect(model.balance.toFixed(6)).toBe("100000.000000");
      expect(model.held().length + [...model.book.values()].filter((o) => o.state === ORDER_PENDING).length).toBe(0);
      await checkInvariants(trader, model, book);
      return;
    }
  }
  expect(outcome.ok, `${JSON.stringify(cmd)} at ${JSON.stringify(quote)}: ${outcome.error?.message ?? "accepted"}`).toBe(expected);
  const after = await bookOf(server, trader.userId);
  if (!outcome.ok) expect(after, "a refused step changes nothing").toEqual(before);
  expect(dec(after.balance!.balance).toFixed(6), `balance after ${JSON.stringify(cmd)}`).toBe(model.balance.toFixed(6));
  adopt(model, after);
  await checkInvariants(trader, model, after);
}

/** One sequence on a fresh account, reset afterwards so it leaves no live order to weigh on the next sequences' ticks. */
async function inFreshAccount(work: (trader: Trader, model: Model) => Promise<void>): Promise<void> {
  const trader = await openTrader(server);
  try {
    await work(trader, new Model(quoteNow));
  } finally {
    await server.server.accounts.resetDemo((await server.server.accounts.sessions.find(trader.token))!.user);
  }
}

/** fast-check's run count, with the seed and path that replay a run when given. */
const runsOf = (numRuns: number) => ({ numRuns, ...(SEED === undefined ? {} : { seed: SEED }), ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}) });

describe("the engine against a reference model", () => {
  it(
    `keeps the ledger, the balance and the book consistent over ${RUNS} random sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), (commands) =>
          inFreshAccount(async (trader, model) => {
            for (const cmd of commands) await step(trader, model, cmd);
          }),
        ),
        runsOf(RUNS),
      );
    },
    RUNS * 5_000,
  );
});

/** Sequences of the trailing-stop property; MODEL_TRAIL_RUNS sets them. */
const TRAIL_RUNS = Number(process.env.MODEL_TRAIL_RUNS ?? 60);

type TrailCommand = Command | { kind: "set-trailing"; pick: number; points: number; step: number };

/** The commands above, with trailing stops set, changed and removed among them (distances either side of the least). */
const trailCommand: fc.Arbitrary<TrailCommand> = fc.oneof(
  { weight: 8, arbitrary: command },
  // Positions the account can carry, and small ticks, so the trailing stops have something to follow.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("market" as const), direction, lots: fc.constantFrom("0.01", "0.1", "1"), leverage }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("tick" as const), move: fc.integer({ min: -400, max: 400 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("set-trailing" as const),
      pick: fc.nat(12),
      points: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 5, max: 14 }) }, { weight: 6, arbitrary: fc.integer({ min: 15, max: 300 }) }),
      step: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    }),
  },
);

/** A trailing stop set (or refused) as the model says, changing neither the balance nor anything else on a refusal. */
async function setTrailingStep(trader: Trader, model: Model, cmd: Extract<TrailCommand, { kind: "set-trailing" }>): Promise<void> {
  // Held positions are picked more often than the rest (pending, closed, nobody's).
  const candidates = [...model.held().map((order) => order.id), ...model.ids];
  const id = candidates[cmd.pick % candidates.length] ?? 1;
  const before = await bookOf(server, trader.userId);
  const expected = model.book.get(id)?.state === ORDER_HOLDING && (cmd.points === 0 || trailingProblem({ points: cmd.points, step: cmd.step }) === undefined);
  const outcome = await attempt(() => engine().setTrailing(trader.userId, { id, trailing_points: cmd.points, trailing_step: cmd.step }));
  expect(outcome.ok, `${JSON.stringify(cmd)}: ${outcome.ok ? "accepted" : outcome.error.message}`).toBe(expected);
  const after = await bookOf(server, trader.userId);
  if (!outcome.ok) expect(after, "a refused step changes nothing").toEqual(before);
  expect(after.balance, "a trailing stop moves no money").toEqual(before.balance);
  await checkInvariants(trader, model, after);
}

/**
 * After a tick every position that trailed before it and is still held has its stop loss exactly where
 * the domain's rule puts it at the tick's quote: moved in its favour when the quote reached the next
 * move, left alone otherwise, never moved back.
 */
function expectTrailed(before: Book, after: Book): void {
  const quote = quoteNow();
  for (const row of after.orders) {
    const was = before.orders.find((old) => old.id === row.id);
    if (!was || was.state !== ORDER_HOLDING || row.state !== ORDER_HOLDING || was.trailingPoints === null) continue;
    const position = { direction: was.direction, openPrice: was.openPrice!, stopLoss: was.stopLoss, pricePrecision: 5 };
    const moved = trailedStop(position, { points: was.trailingPoints, step: was.trailingStep ?? 0 }, quote);
    expect(row.stopLoss, `order ${row.id}'s trailing stop at ${JSON.stringify(quote)}`).toBe(moved ?? was.stopLoss);
    if (was.stopLoss && row.stopLoss !== was.stopLoss) {
      const gain = dec(row.stopLoss!).minus(was.stopLoss);
      expect(was.direction === ORDER_BUY ? gain.isPositive() : gain.isNegative(), `order ${row.id}'s stop never moves against it`).toBe(true);
    }
  }
}

describe("the engine against a reference model, with trailing stops", () => {
  it(
    `keeps the ledger equal to the balance and never moves a trailing stop against its position over ${TRAIL_RUNS} random sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(trailCommand, { minLength: 6, maxLength: 24 }), (commands) =>
          inFreshAccount(async (trader, model) => {
            for (const cmd of commands) {
              if (cmd.kind === "set-trailing") {
                await setTrailingStep(trader, model, cmd);
                continue;
              }
              const before = await bookOf(server, trader.userId);
              await step(trader, model, cmd);
              if (cmd.kind === "tick" || cmd.kind === "gap") expectTrailed(before, await bookOf(server, trader.userId));
            }
          }),
        ),
        runsOf(TRAIL_RUNS),
      );
    },
    TRAIL_RUNS * 5_000,
  );
});

/** One alert of the model: its level in points from the start, and its state along the path. */
interface ModelAlert {
  alert: PriceAlert;
  armed: boolean | undefined;
  done: boolean;
  fired: number;
}

const alertArbitrary = fc.record({
  watch: fc.constantFrom("bid" as const, "ask" as const),
  direction: fc.constantFrom("above" as const, "below" as const),
  points: fc.integer({ min: -600, max: 600 }),
  repeat: fc.constantFrom("once" as const, "every" as const),
});

describe("price alerts against the crossing model", () => {
  it(
    `fire exactly when a random price path crosses them, and a once-alert never twice, over ${RUNS} paths`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(alertArbitrary, { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 12 }), async (specs, moves) => {
          const trader = await openTrader(server);
          const alerts = server.server.alerts;
          const fired: AlertNotice[] = [];
          const stop = server.server.bus.subscribe("forex-trade", ({ userId, data }) => {
            if (userId === trader.userId && "Notice" in data && data.Notice === "alert") fired.push(data);
          });
          try {
            const start = quoteNow();
            const model: ModelAlert[] = [];
            for (const spec of specs) {
              const level = offsetPrice(start.Bid, spec.points)!;
              const alert = await alerts.create(trader.userId, { forex_id: eurusd, watch: spec.watch, direction: spec.direction, level, repeat: spec.repeat });
              model.push({ alert, armed: crossingStep(spec.direction, Number(level), undefined, Number(start[spec.watch === "bid" ? "Bid" : "Ask"])).armed, done: false, fired: 0 });
            }
            await alerts.settled();
            for (const move of moves) {
              await tick(move, false);
              await alerts.settled();
              const quote = quoteNow();
              for (const entry of model) {
                if (entry.done) continue;
                const value = Number(entry.alert.Watch === "bid" ? quote.Bid : quote.Ask);
                const next = crossingStep(entry.alert.Direction, Number(entry.alert.Level), entry.armed, value);
                entry.armed = next.armed;
                if (!next.fired) continue;
                entry.fired += 1;
                entry.done = entry.alert.Repeat === "once";
              }
              for (const entry of model) {
                const told = fired.filter((notice) => notice.Alert.Id === entry.alert.Id);
                expect(told.length, `alert ${JSON.stringify(entry.alert)} after bid ${quote.Bid}`).toBe(entry.fired);
                if (entry.alert.Repeat === "once") expect(told.length).toBeLessThanOrEqual(1);
              }
            }
          } finally {
            stop();
            for (const alert of await alerts.list(trader.userId)) await alerts.remove(trader.userId, alert.Id);
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    RUNS * 5_000,
  );
});
