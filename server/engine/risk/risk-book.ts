import { ORDER_BUY, ORDER_HOLDING } from "#domain/order.ts";
import { ACCOUNT_CURRENCY, usdRate, type QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { BookUpdate, BookOrder } from "../book-order.ts";

/** An instrument's latest Bid and Ask as floats (NaN until it has a quote). */
interface PriceSlot {
  bid: number;
  ask: number;
}

/** USD per unit of a currency as a float (NaN when no pair prices it). */
interface RateSlot {
  value: number;
}

/** A held position with the floats the per-tick screen needs, parsed once, and its price slots. */
interface Held {
  order: BookOrder;
  buy: boolean;
  open: number;
  /** lots × units */
  size: number;
  quote: PriceSlot;
  rate: RateSlot;
}

/**
 * The positions of one side on one instrument, summed: their profit, (price × size − Σ size × open)
 * for buys, is linear in the price, so a tick values the leg at once, however many positions it holds.
 */
interface Leg {
  buy: boolean;
  quote: PriceSlot;
  rate: RateSlot;
  /** Σ lots × units */
  size: number;
  /** Σ lots × units × open price */
  openValue: number;
}

export interface RiskAccount {
  userId: number;
  balance: string;
  positions: Held[];
  legs: Leg[];
  /** Used margin, float. */
  margin: number;
  /** The tick that last screened it, so one tick screens it once. */
  seen: number;
}

/** A float estimate of an account's margin level and how far off the floats may be. */
export interface Screen {
  /** Percent; Infinity with no margin in use, NaN when a position has no price. */
  level: number;
  /** The exact level lies within level ± band. */
  band: number;
}

/** Rounding of float sums stays far below this share of the amounts summed. */
const FLOAT_SLACK = 1e-9;

/**
 * The accounts that hold positions and their margin, kept from the engine's book changes, with the
 * instruments (and the USD legs of their quote currencies) each one depends on, so a tick only
 * screens the accounts whose equity it moves. Floats only screen; decisions are made in decimals.
 */
export class RiskBook {
  private readonly accounts = new Map<number, RiskAccount>();
  private readonly byCode = new Map<string, Set<RiskAccount>>();
  private readonly byCurrency = new Map<string, Set<RiskAccount>>();
  private readonly prices = new Map<string, PriceSlot>();
  private readonly rates = new Map<string, RateSlot>();
  private ticks = 0;

  constructor(private readonly quoteOf: QuoteLookup) {}

  get size(): number {
    return this.accounts.size;
  }

  account(userId: number): RiskAccount | undefined {
    return this.accounts.get(userId);
  }

  apply({ userId, balance, live, gone }: BookUpdate): void {
    const account = this.accounts.get(userId) ?? { userId, balance, positions: [], legs: [], margin: 0, seen: 0 };
    account.balance = balance;
    const changed = new Set([...gone, ...live.map((order) => order.id)]);
    const positions = account.positions.filter((held) => !changed.has(held.order.id));
    for (const order of live) if (order.state === ORDER_HOLDING) positions.push(this.held(order));
    account.positions = positions;
    account.legs = sumLegs(positions);
    account.margin = positions.reduce((sum, held) => sum + Number(held.order.margin), 0);
    this.reindex(account);
  }

  /**
   * Takes in the latest quotes of `codes` and returns the accounts whose equity they move: holders
   * of these instruments and of instruments quoted in a currency these price against the dollar.
   */
  touchedBy(codes: readonly string[]): RiskAccount[] {
    const tick = ++this.ticks;
    const touched: RiskAccount[] = [];
    const take = (set: Set<RiskAccount> | undefined) => {
      if (!set) return;
      for (const account of set) {
        if (account.seen === tick) continue;
        account.seen = tick;
        touched.push(account);
      }
    };
    for (const code of codes) {
      const slot = this.prices.get(code);
      if (slot) this.refreshPrice(code, slot);
      take(this.byCode.get(code));
      for (const currency of legsOf(code)) {
        const rate = this.rates.get(currency);
        if (rate) this.refreshRate(currency, rate);
        take(this.byCurrency.get(currency));
      }
    }
    return touched;
  }

  /** Float margin level of `account` at the prices last taken in. */
  screen(account: RiskAccount): Screen {
    let equity = Number(account.balance);
    let scale = Math.abs(equity);
    const { legs, margin } = account;
    for (let i = 0; i < legs.length; i++) {
      const leg = legs[i]!;
      const value = (leg.buy ? leg.quote.bid : leg.quote.ask) * leg.size;
      equity += (leg.buy ? value - leg.openValue : leg.openValue - value) * leg.rate.value;
      // The two terms are large and close: the rounding follows their size, not their difference.
      scale += (Math.abs(value) + Math.abs(leg.openValue)) * Math.abs(leg.rate.value);
    }
    if (!(margin > 0)) return { level: Number.POSITIVE_INFINITY, band: 0 };
    return { level: (equity / margin) * 100, band: ((scale * FLOAT_SLACK + 1e-6) / margin) * 100 };
  }

  private held(order: BookOrder): Held {
    let quote = this.prices.get(order.code);
    if (!quote) this.prices.set(order.code, (quote = this.refreshPrice(order.code, { bid: Number.NaN, ask: Number.NaN })));
    let rate = this.rates.get(order.quoteCurrency);
    if (!rate) this.rates.set(order.quoteCurrency, (rate = this.refreshRate(order.quoteCurrency, { value: Number.NaN })));
    return { order, buy: order.direction === ORDER_BUY, open: Number(order.openPrice), size: Number(order.lots) * Number(order.units), quote, rate };
  }

  private refreshPrice(code: string, slot: PriceSlot): PriceSlot {
    const quote = this.quoteOf(code);
    slot.bid = quote ? Number(quote.Bid) : Number.NaN;
    slot.ask = quote ? Number(quote.Ask) : Number.NaN;
    return slot;
  }

  private refreshRate(currency: string, slot: RateSlot): RateSlot {
    slot.value = usdRate(currency, this.quoteOf)?.toNumber() ?? Number.NaN;
    return slot;
  }

  private reindex(account: RiskAccount): void {
    for (const sets of [this.byCode, this.byCurrency]) for (const set of sets.values()) set.delete(account);
    if (account.positions.length === 0) {
      this.accounts.delete(account.userId);
      return;
    }
    this.accounts.set(account.userId, account);
    for (const { order } of account.positions) {
      joinSet(this.byCode, order.code, account);
      if (order.quoteCurrency !== ACCOUNT_CURRENCY) joinSet(this.byCurrency, order.quoteCurrency, account);
    }
  }
}

/** The positions summed by instrument and side. */
function sumLegs(positions: readonly Held[]): Leg[] {
  const legs = new Map<string, Leg>();
  for (const held of positions) {
    const key = `${held.order.code} ${held.buy}`;
    let leg = legs.get(key);
    if (!leg) legs.set(key, (leg = { buy: held.buy, quote: held.quote, rate: held.rate, size: 0, openValue: 0 }));
    leg.size += held.size;
    leg.openValue += held.size * held.open;
  }
  return [...legs.values()];
}

/** The currencies whose USD rate this instrument sets (X/USD or USD/X, as usdRate reads them). */
function legsOf(code: string): string[] {
  const legs: string[] = [];
  if (code.endsWith(ACCOUNT_CURRENCY)) legs.push(code.slice(0, -ACCOUNT_CURRENCY.length));
  if (code.startsWith(ACCOUNT_CURRENCY)) legs.push(code.slice(ACCOUNT_CURRENCY.length));
  return legs;
}

function joinSet<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}
