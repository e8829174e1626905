import { KIND_LIMIT, ORDER_BUY, ORDER_PENDING } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import type { BookUpdate, BookOrder } from "../book-order.ts";
import { trailingThreshold } from "#domain/trading/trailing.ts";
import { SortedLevels } from "./sorted-levels.ts";

/** What a reached level asks for: fill a pending order, close a position at its SL or TP, or trail its SL. */
export type TriggerKind = "fill" | "stop-loss" | "take-profit" | "trail";

export interface Due {
  userId: number;
  order: BookOrder;
  trigger: TriggerKind;
}

interface Level extends Due {
  key: number;
  book: SortedLevels<Level>;
}

/**
 * The four ways a level is reached: by the Bid or the Ask, falling to it or rising to it. A level
 * that fires on a fall is keyed by its price, one on a rise by minus its price, so in every book the
 * reached levels are the largest keys.
 */
interface Books {
  bidFalls: SortedLevels<Level>;
  bidRises: SortedLevels<Level>;
  askFalls: SortedLevels<Level>;
  askRises: SortedLevels<Level>;
}

const newBooks = (): Books => ({ bidFalls: new SortedLevels(), bidRises: new SortedLevels(), askFalls: new SortedLevels(), askRises: new SortedLevels() });

/**
 * Where each level waits, as MT5: buy limit Ask ≤ p, buy stop Ask ≥ p, sell limit Bid ≥ p, sell
 * stop Bid ≤ p; a buy's SL Bid ≤ SL and TP Bid ≥ TP, a sell's SL Ask ≥ SL and TP Ask ≤ TP. A
 * trailing stop waits like a take profit: a buy's for the Bid to rise to its next move, a sell's for
 * the Ask to fall to it.
 */
function bookOf(books: Books, order: BookOrder, trigger: TriggerKind): SortedLevels<Level> {
  const buy = order.direction === ORDER_BUY;
  if (trigger === "fill") {
    const limit = order.kind === KIND_LIMIT;
    if (buy) return limit ? books.askFalls : books.askRises;
    return limit ? books.bidRises : books.bidFalls;
  }
  if (buy) return trigger === "stop-loss" ? books.bidFalls : books.bidRises;
  return trigger === "stop-loss" ? books.askRises : books.askFalls;
}

/** Where a held position's trailing stop next moves its stop loss; null without one. */
function trailLevel(order: BookOrder): string | null {
  if (order.trailingPoints === null || order.openPrice === null) return null;
  return trailingThreshold(
    { direction: order.direction, openPrice: order.openPrice, stopLoss: order.stopLoss, pricePrecision: order.pricePrecision },
    { points: order.trailingPoints, step: order.trailingStep ?? 0 },
  );
}

const rises = (books: Books, book: SortedLevels<Level>) => book === books.bidRises || book === books.askRises;

/**
 * Pending orders and held positions' SL/TP and trailing stops of every instrument, sorted by trigger
 * price, so a tick visits only the levels it reached, not every position of its instrument.
 */
export class TriggerIndex {
  private readonly instruments = new Map<string, Books>();
  private readonly byOrder = new Map<number, Level[]>();

  /** Levels in the index (a position with SL, TP and a trailing stop counts thrice). */
  get size(): number {
    let count = 0;
    for (const levels of this.byOrder.values()) count += levels.length;
    return count;
  }

  apply({ userId, live, gone }: Pick<BookUpdate, "userId" | "live" | "gone">): void {
    for (const id of gone) this.remove(id);
    for (const order of live) {
      this.remove(order.id);
      this.add(userId, order);
    }
  }

  /** Every level this quote reaches on its instrument. */
  due(code: string, quote: BidAsk): Due[] {
    const books = this.instruments.get(code);
    if (!books) return [];
    const bid = Number(quote.Bid);
    const ask = Number(quote.Ask);
    const found: Due[] = [];
    const take = ({ userId, order, trigger }: Level) => found.push({ userId, order, trigger });
    books.bidFalls.reached(bid, take);
    books.bidRises.reached(-bid, take);
    books.askFalls.reached(ask, take);
    books.askRises.reached(-ask, take);
    return found;
  }

  private add(userId: number, order: BookOrder): void {
    const wanted: [TriggerKind, string | null][] =
      order.state === ORDER_PENDING
        ? [["fill", order.targetPrice]]
        : [
            ["stop-loss", order.stopLoss],
            ["take-profit", order.takeProfit],
            ["trail", trailLevel(order)],
          ];
    const levels: Level[] = [];
    for (const [trigger, price] of wanted) {
      const value = Number(price);
      if (price === null || !(value > 0)) continue;
      let books = this.instruments.get(order.code);
      if (!books) this.instruments.set(order.code, (books = newBooks()));
      const book = bookOf(books, order, trigger);
      const level: Level = { userId, order, trigger, book, key: rises(books, book) ? -value : value };
      book.add(level.key, level);
      levels.push(level);
    }
    if (levels.length > 0) this.byOrder.set(order.id, levels);
  }

  private remove(id: number): void {
    for (const level of this.byOrder.get(id) ?? []) level.book.remove(level.key, level);
    this.byOrder.delete(id);
  }
}
