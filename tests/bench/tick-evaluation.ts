/**
 * `npm run bench:ticks`: what one tick costs the trigger engine (finding the pending orders and the
 * SL/TP and trailing stops it reaches, and screening the margin of every account it revalues) with
 * 10,000 open positions (each with SL and TP), 10,000 trailing stops and 10,000 pending orders on one
 * instrument, spread over 1,000 accounts, and 10,000 price alerts on it (`tick-alerts.ts`). The
 * executor is a stand-in that takes each reached order out of the book and puts a new one in, and
 * moves a reached trailing stop's SL, as the engine's book changes do, so the book keeps its size.
 * Target p99 ≤ 2 ms. The same run first measures the book without trailing stops and alerts (the
 * setup the figure was first taken on), printed as the reference beside it.
 */
import type { Quote } from "#domain/instrument.ts";
import { KIND_LIMIT, KIND_STOP, ORDER_BUY, ORDER_PENDING, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import { PushThrottle } from "#server/engine/risk/push-throttle.ts";
import { RiskMonitor } from "#server/engine/risk/risk-monitor.ts";
import { AccountQueue } from "#server/engine/triggers/account-queue.ts";
import { heldOrder, pendingOrder } from "#server/engine/testing/book-orders.ts";
import type { BookUpdate, BookOrder } from "#server/engine/book-order.ts";
import { evaluateTick, queueStopOut, type TriggerExecutor } from "#server/engine/triggers/tick-evaluator.ts";
import type { Due } from "#server/engine/triggers/trigger-index.ts";
import { TriggerIndex } from "#server/engine/triggers/trigger-index.ts";
import { trailedStop } from "#domain/trading/trailing.ts";
import { percentile } from "./stats.ts";
import { benchAlerts } from "./tick-alerts.ts";

const ACCOUNTS = 1_000;
const POSITIONS = 10_000;
const PENDING = 10_000;
const TICKS = Number(process.env.BENCH_TICKS ?? 5_000);
const WARM_UP = 500;
const CODE = "EURUSD";

const price = (value: number) => value.toFixed(5);
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** Builds the book with `trailing` trailing stops and `alertCount` alerts, plays the ticks, and prints what they cost. */
async function measure(title: string, trailing: number, alertCount: number): Promise<number> {
  let seed = 20240601;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  let mid = 1.1;
  let nextId = 1;

  function randomPending(): BookOrder {
    const direction: OrderDirection = random() < 0.5 ? ORDER_BUY : ORDER_SELL;
    const above = random() < 0.5;
    const kind = (direction === ORDER_BUY) === above ? KIND_STOP : KIND_LIMIT;
    const target = mid * (1 + (above ? 1 : -1) * (0.0005 + random() * 0.02));
    return pendingOrder(nextId++, direction, kind, price(target), { lots: "0.1" });
  }

  function randomPosition(): BookOrder {
    const direction: OrderDirection = random() < 0.5 ? ORDER_BUY : ORDER_SELL;
    const away = () => mid * (0.001 + random() * 0.02);
    const sign = direction === ORDER_BUY ? 1 : -1;
    return heldOrder(nextId++, direction, price(mid), {
      lots: "0.1",
      margin: price(mid * 100),
      stopLoss: price(mid - sign * away()),
      takeProfit: price(mid + sign * away()),
    });
  }

  /** A position trailing by 15 to 500 points in steps of up to 20, with no stop loss yet. */
  function randomTrailing(): BookOrder {
    const direction: OrderDirection = random() < 0.5 ? ORDER_BUY : ORDER_SELL;
    return heldOrder(nextId++, direction, price(mid), { lots: "0.1", margin: price(mid * 100), trailingPoints: 15 + Math.floor(random() * 486), trailingStep: Math.floor(random() * 21) });
  }

  /** The order the engine would put back in the book for a reached one: the trailed one, or a new one. */
  function replacement({ order, trigger }: Due, quote: Quote): BookOrder | undefined {
    if (order.state === ORDER_PENDING) return randomPending();
    if (order.trailingPoints === null) return randomPosition();
    if (trigger !== "trail") return randomTrailing();
    const position = { direction: order.direction, openPrice: order.openPrice!, stopLoss: order.stopLoss, pricePrecision: order.pricePrecision };
    const stopLoss = trailedStop(position, { points: order.trailingPoints, step: order.trailingStep ?? 0 }, quote);
    return stopLoss === undefined ? undefined : { ...order, stopLoss };
  }

  const index = new TriggerIndex();
  const quotes = new Map<string, Quote>();
  const queue = new AccountQueue((error) => console.error(error));
  const books = new Map<number, Map<number, BookOrder>>();
  let executions = 0;
  let stopOuts = 0;
  let trailed = 0;

  function change(userId: number, live: BookOrder[], gone: number[]): void {
    const book = books.get(userId)!;
    for (const id of gone) book.delete(id);
    for (const order of live) book.set(order.id, order);
    const event: BookUpdate = { userId, balance: "20000", live, gone };
    index.apply(event);
    risk.apply(event);
  }

  const executor: TriggerExecutor = {
    async execute(due, quote) {
      executions++;
      const next = replacement(due, quote);
      if (next?.id === due.order.id) trailed++;
      if (next) change(due.userId, [next], next.id === due.order.id ? [] : [due.order.id]);
    },
    async stopOut() {
      stopOuts++;
    },
  };
  const risk = new RiskMonitor({
    stopOutLevel: 50,
    marginCallLevel: 100,
    quoteOf: (code) => quotes.get(code),
    isOpen: () => true,
    stopOut: (userId) => queueStopOut(queue, executor, userId),
    marginCall: () => undefined,
    marginCallChanged: () => undefined,
  });
  const throttle = new PushThrottle(250, () => undefined);

  for (let userId = 1; userId <= ACCOUNTS; userId++) {
    books.set(userId, new Map());
    const live: BookOrder[] = [];
    for (let i = 0; i < POSITIONS / ACCOUNTS; i++) live.push(randomPosition());
    for (let i = 0; i < PENDING / ACCOUNTS; i++) live.push(randomPending());
    for (let i = 0; i < trailing / ACCOUNTS; i++) live.push(randomTrailing());
    change(userId, live, []);
  }

  // Price alerts beside the orders: a part of its own, evaluated in the same timed tick.
  const alerts = benchAlerts(alertCount, ACCOUNTS, CODE, mid, random);

  const times: number[] = [];
  const cpuTimes: number[] = [];
  let reached = 0;
  for (let tick = 0; tick < WARM_UP + TICKS; tick++) {
    mid *= 1 + (random() - 0.5) * 0.0004;
    const bid = price(mid);
    const quote: Quote = { Code: CODE, Open: "1.10000", Close: bid, Bid: bid, Ask: price(mid + 0.00001), Change: "0", MarketStatus: 1, Time: Date.now() };
    quotes.set(CODE, quote);
    const before = executions;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    evaluateTick({ index, risk, queue, executor, revalued: (userId) => throttle.mark(userId) }, [quote]);
    alerts.tick(quote, tick);
    const took = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    await queue.idle();
    if (tick >= WARM_UP) {
      times.push(took);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      reached += executions - before;
    }
  }
  throttle.stop();

  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(`\n${title}: ${POSITIONS} open positions (SL and TP) + ${trailing} trailing stops + ${PENDING} pending orders on ${CODE}, ${ACCOUNTS} accounts`);
  console.log(`book levels ${index.size}, ticks ${TICKS}, orders reached ${reached} (${(reached / TICKS).toFixed(2)} a tick), trailing stops moved ${trailed}, stop-out checks ${stopOuts}`);
  console.log(`price alerts ${alerts.index.size} (bid, ask, change since the hour's and day's open), fired ${alerts.fired()} (${(alerts.fired() / (WARM_UP + TICKS)).toFixed(2)} a tick)`);
  console.log(`evaluation  p50 ${ms(percentile(times, 50))}   p99 ${ms(percentile(times, 99))}   max ${ms(times.at(-1)!)}`);
  // On a shared machine the wall clock also counts time the OS gave to other processes; CPU time does not.
  console.log(`CPU time    p50 ${ms(percentile(cpuTimes, 50))}   p99 ${ms(percentile(cpuTimes, 99))}   max ${ms(cpuTimes.at(-1)!)}   (1 µs resolution; GC threads included)`);
  return percentile(times, 99);
}

const reference = await measure("Reference, positions and pending orders only", 0, 0);
const full = await measure("Pipwise tick evaluation", 10_000, 10_000);
console.log(`\np99 ${ms(full)} with trailing stops and alerts, ${ms(reference)} without (${(full / reference).toFixed(1)}×); target p99 ≤ 2 ms: ${full <= 2 ? "met" : "MISSED"}`);
