import { ORDER_BUY, ORDER_HOLDING } from "../../../src/domain/order.ts";
import { ACCOUNT_CURRENCY, usdRate, type QuoteLookup } from "../../../src/domain/trading/usd-rate.ts";
import type { BookChange, LiveOrder } from "../triggers/live-order.ts";

/** A held position with the floats the per-tick screen needs, parsed once. */
interface Held {
  order: LiveOrder;
  buy: boolean;
  open: number;
  /** lots × units */
  size: number;
  margin: number;
}

export interface RiskAccount {
  userId: number;
  balance: string;
  positions: Map<number, Held>;
}

/** A float estimate of an account's margin level and how far off the floats may be. */
export interface Screen {
  /** Percent; Infinity with no margin in use. */
  level: number;
  /** The exact level lies within level ± band. */
  band: number;
}

/** Rounding of float sums stays far below this share of the amounts summed. */
const FLOAT_SLACK = 1e-9;

/**
 * The accounts that hold positions and their margin, kept from the engine's book changes, with the
 * instruments (and the USD legs of their quote currencies) each one depends on, so a tick only
 * screens the accounts whose equity it moves.
 */
export class RiskBook {
  private readonly accounts = new Map<number, RiskAccount>();
  private readonly byCode = new Map<string, Set<RiskAccount>>();
  private readonly byCurrency = new Map<string, Set<RiskAccount>>();

  get size(): number {
    return this.accounts.size;
  }

  account(userId: number): RiskAccount | undefined {
    return this.accounts.get(userId);
  }

  apply({ userId, balance, live, gone }: BookChange): void {
    let account = this.accounts.get(userId);
    if (!account) account = { userId, balance, positions: new Map() };
    account.balance = balance;
    for (const id of gone) account.positions.delete(id);
    for (const order of live) {
      if (order.state !== ORDER_HOLDING) {
        account.positions.delete(order.id);
        continue;
      }
      const buy = order.direction === ORDER_BUY;
      account.positions.set(order.id, { order, buy, open: Number(order.price), size: Number(order.lots) * Number(order.units), margin: Number(order.margin) });
    }
    this.reindex(account);
  }

  /** The accounts whose equity moves with these instruments' quotes. */
  touchedBy(codes: Iterable<string>): Set<RiskAccount> {
    const touched = new Set<RiskAccount>();
    const add = (set: Set<RiskAccount> | undefined) => set?.forEach((account) => touched.add(account));
    for (const code of codes) {
      add(this.byCode.get(code));
      if (code.endsWith(ACCOUNT_CURRENCY)) add(this.byCurrency.get(code.slice(0, -ACCOUNT_CURRENCY.length)));
      if (code.startsWith(ACCOUNT_CURRENCY)) add(this.byCurrency.get(code.slice(ACCOUNT_CURRENCY.length)));
    }
    return touched;
  }

  /** Float margin level of `account` at `quotes`; `prices` memoises parsed quotes and rates for one tick. */
  screen(account: RiskAccount, quoteOf: QuoteLookup, prices: FloatPrices): Screen {
    let equity = Number(account.balance);
    let scale = Math.abs(equity);
    let margin = 0;
    for (const held of account.positions.values()) {
      margin += held.margin;
      const quote = prices.quote(held.order.code, quoteOf);
      const rate = prices.rate(held.order.quoteCurrency, quoteOf);
      if (!quote || rate === undefined) return { level: Number.NaN, band: Number.POSITIVE_INFINITY };
      const move = held.buy ? quote.bid - held.open : held.open - quote.ask;
      const pnl = move * held.size * rate;
      equity += pnl;
      scale += Math.abs(pnl);
    }
    if (!(margin > 0)) return { level: Number.POSITIVE_INFINITY, band: 0 };
    return { level: (equity / margin) * 100, band: ((scale * FLOAT_SLACK + 1e-6) / margin) * 100 };
  }

  private reindex(account: RiskAccount): void {
    for (const sets of [this.byCode, this.byCurrency]) for (const set of sets.values()) set.delete(account);
    if (account.positions.size === 0) {
      this.accounts.delete(account.userId);
      return;
    }
    this.accounts.set(account.userId, account);
    for (const { order } of account.positions.values()) {
      joinSet(this.byCode, order.code, account);
      if (order.quoteCurrency !== ACCOUNT_CURRENCY) joinSet(this.byCurrency, order.quoteCurrency, account);
    }
  }
}

function joinSet<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

/** Parsed quotes and USD rates for one tick, each worked out once however many positions use it. */
export class FloatPrices {
  private readonly quotes = new Map<string, { bid: number; ask: number } | undefined>();
  private readonly rates = new Map<string, number | undefined>();

  quote(code: string, quoteOf: QuoteLookup): { bid: number; ask: number } | undefined {
    if (!this.quotes.has(code)) {
      const quote = quoteOf(code);
      this.quotes.set(code, quote && { bid: Number(quote.Bid), ask: Number(quote.Ask) });
    }
    return this.quotes.get(code);
  }

  rate(currency: string, quoteOf: QuoteLookup): number | undefined {
    if (!this.rates.has(currency)) this.rates.set(currency, usdRate(currency, quoteOf)?.toNumber());
    return this.rates.get(currency);
  }
}
