import { DECIMAL_TEXT } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import type { OrderDirection } from "#domain/order.ts";
import { openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { stopProblem, type StopProblem } from "#domain/trading/stops.ts";
import { lotsProblem, type LotsProblem } from "./lots.ts";

export type PriceProblem = "price-missing" | "price-format";
export type OrderProblem = LotsProblem | PriceProblem | StopProblem | "not-affordable";
export type OrderField = "lots" | "price" | "stop-loss" | "take-profit" | "order";

export interface OrderDraft {
  direction: OrderDirection;
  pending: boolean;
  /** The pending order's price as typed. */
  price: string;
  lots: string;
  stopLoss: string;
  takeProfit: string;
}

export interface OrderRules {
  pip: string;
  minLots: string;
  /** PricePrecision: a level with more decimals could never be reached by a tick. */
  precision: number;
  quote: BidAsk;
  /** From the live estimate: false when margin + fee exceed the available prepayment. */
  affordable?: boolean;
}

const PRICE_TEXT = new RegExp(DECIMAL_TEXT);
/** SL and TP may stay empty; a price must be a plain decimal of 0 or more, in the instrument's decimals. */
const badPrice = (text: string, precision: number) => text !== "" && (!PRICE_TEXT.test(text) || dec(text).decimalPlaces() > precision);

/**
 * What the server would refuse, checked with the same rules before sending:
 * lots, a pending order's price, SL/TP text and side (against the entry), then the money.
 */
export function orderProblem(draft: OrderDraft, rules: OrderRules): { field: OrderField; problem: OrderProblem } | undefined {
  const lots = lotsProblem(draft.lots, rules.pip, rules.minLots);
  if (lots) return { field: "lots", problem: lots };
  if (draft.pending && draft.price === "") return { field: "price", problem: "price-missing" };
  if (draft.pending && (badPrice(draft.price, rules.precision) || dec(draft.price).isZero())) return { field: "price", problem: "price-format" };
  if (badPrice(draft.stopLoss, rules.precision)) return { field: "stop-loss", problem: "price-format" };
  if (badPrice(draft.takeProfit, rules.precision)) return { field: "take-profit", problem: "price-format" };
  const entry = draft.pending ? draft.price : openingPrice(draft.direction, rules.quote);
  const side = stopProblem(draft.direction, entry, { stopLoss: draft.stopLoss, takeProfit: draft.takeProfit });
  if (side) return { field: side === "stop-loss-side" ? "stop-loss" : "take-profit", problem: side };
  if (rules.affordable === false) return { field: "order", problem: "not-affordable" };
  return undefined;
}
