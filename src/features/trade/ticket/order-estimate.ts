import { dec } from "#domain/decimal.ts";
import type { Instrument } from "#domain/instrument.ts";
import type { OrderDirection, ShownAccount } from "#domain/order.ts";
import { orderCost } from "#domain/trading/order-cost.ts";
import { orderPreview, spreadCost } from "#domain/trading/order-preview.ts";
import { pipValue } from "#domain/trading/pip-value.ts";
import { openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { swapPerNight } from "#domain/trading/swap.ts";
import { usdRate, type QuoteLookup } from "#domain/trading/usd-rate.ts";

export type EstimatedInstrument = Pick<Instrument, "ForexContNum" | "MarginMode" | "ForexFeeRate" | "QuoteCurrency" | "PricePrecision" | "Swap">;

export interface EstimateInput {
  instrument: EstimatedInstrument;
  direction: OrderDirection;
  /** Checked lots (lotsProblem found nothing). */
  lots: string;
  leverage: number;
  /** A pending order's price; a market order opens at the live Ask (buy) or Bid (sell). */
  target?: string;
  quote: BidAsk;
  /** Live quotes of the other instruments, for the USD rate of the quote currency. */
  quoteOf: QuoteLookup;
  /** Base setting trade_fee_type. */
  feeType: number;
  /** The account before the order, when known. */
  account?: ShownAccount;
}

export interface Estimate {
  openPrice: string;
  /** USD, 6 decimals, as the server will charge. */
  margin: string;
  fee: string;
  /** USD a one-pip move makes on the order. */
  pipValue: string;
  /** USD the spread costs the moment the order opens. */
  spreadCost: string;
  /** USD one night's swap books on the chosen side, signed as it moves the balance. */
  swapPerNight: string;
  /** Equity less used margin after the order (USD); undefined without the account's figures. */
  freeMarginAfter?: string;
  /** Percent; "" when unbounded; undefined without the account's figures. */
  marginLevelAfter?: string;
  /** "" when the account covers the whole move; undefined without the account's figures. */
  stopOutPrice?: string;
  /** Whether margin + fee fit the available prepayment; undefined without the account's figures. */
  affordable?: boolean;
}

/**
 * The order sheet's live preview, from the same functions the engine charges with. Undefined when
 * no live pair prices the quote currency in USD (nothing honest to show).
 */
export function orderEstimate({ instrument, direction, lots, leverage, target, quote, quoteOf, feeType, account }: EstimateInput): Estimate | undefined {
  const rate = usdRate(instrument.QuoteCurrency, quoteOf);
  if (!rate) return undefined;
  const openPrice = target ?? openingPrice(direction, quote);
  const units = instrument.ForexContNum;
  const cost = orderCost({ lots, units, price: openPrice, leverage, marginMode: instrument.MarginMode, feeType, feeRate: instrument.ForexFeeRate, usdRate: rate });
  const precision = instrument.PricePrecision;
  const spread = dec(quote.Ask).minus(quote.Bid);
  const { Mode, Long, Short, TripleDay } = instrument.Swap;
  const figures = {
    openPrice,
    ...cost,
    pipValue: pipValue({ lots, units, precision, usdRate: rate }),
    spreadCost: spreadCost({ lots, units, usdRate: rate, spread }),
    swapPerNight: swapPerNight({ rates: { mode: Mode, long: Long, short: Short, tripleDay: TripleDay }, direction, lots, units, price: openPrice, precision, usdRate: rate }),
  };
  if (!account) return figures;
  const preview = orderPreview({
    direction,
    lots,
    units,
    openPrice,
    precision,
    usdRate: rate,
    margin: cost.margin,
    fee: cost.fee,
    equity: account.net_value,
    usedMargin: account.current_margin,
    stopOutLevel: account.stop_out_level,
    spread,
  });
  const affordable = dec(cost.margin).plus(cost.fee).lessThanOrEqualTo(account.available_prepayment);
  return { ...figures, ...preview, affordable };
}
