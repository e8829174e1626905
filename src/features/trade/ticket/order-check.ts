import { DECIMAL_TEXT } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import type { OrderDirection } from "#domain/order.ts";
import { openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import type { StopBasis } from "#domain/trading/stop-distance.ts";
import { stopEntryLevel, type StopEntry, type StopEntryProblem, type StopUnit } from "#domain/trading/stop-entry.ts";
import { stopProblem, type StopLevels, type StopProblem } from "#domain/trading/stops.ts";
import { lotsProblem, type LotsProblem } from "./lots.ts";

export type PriceProblem = "price-missing" | "price-format";
export type OrderProblem = LotsProblem | PriceProblem | StopProblem | StopEntryProblem | "not-affordable";
export type OrderField = "lots" | "price" | "stop-loss" | "take-profit" | "order";

export interface OrderDraft {
  direction: OrderDirection;
  pending: boolean;
  /** The pending order's price as typed. */
  price: string;
  lots: string;
  /** How SL and TP are typed; a price when absent. */
  stopUnit?: StopUnit;
  /** As typed, in `stopUnit`. */
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
  /** What SL and TP in pips or money are measured from, once the entry and lots are good. */
  basis?: StopBasis;
}

const PRICE_TEXT = new RegExp(DECIMAL_TEXT);
/** SL and TP may stay empty; a price must be a plain decimal of 0 or more, in the instrument's decimals. */
const badPrice = (text: string, precision: number) => text !== "" && (!PRICE_TEXT.test(text) || dec(text).decimalPlaces() > precision);

/** The prices SL and TP stand for, whichever unit they were typed in. */
export function stopEntries(draft: OrderDraft, basis: StopBasis | undefined): { stopLoss: StopEntry; takeProfit: StopEntry } {
  const unit = draft.stopUnit ?? "price";
  return { stopLoss: stopEntryLevel(unit, draft.stopLoss, "stop-loss", basis), takeProfit: stopEntryLevel(unit, draft.takeProfit, "take-profit", basis) };
}

/** Each field's problem; a field that passes is absent. */
export type OrderProblems = Partial<Record<OrderField, OrderProblem>>;

function priceProblem(draft: OrderDraft, precision: number): PriceProblem | undefined {
  if (!draft.pending) return undefined;
  if (draft.price === "") return "price-missing";
  return badPrice(draft.price, precision) || dec(draft.price).isZero() ? "price-format" : undefined;
}

/**
 * What the server would refuse, checked with the same rules before sending, every field at once so
 * the trader mends them in one go: lots, a pending order's price, SL and TP text and side (against
 * the entry, once the entry is a price; in pips or money, the level they stand for), then the money.
 */
export function orderProblems(draft: OrderDraft, rules: OrderRules): OrderProblems {
  const problems: OrderProblems = { lots: lotsProblem(draft.lots, rules.pip, rules.minLots), price: priceProblem(draft, rules.precision) };
  const entry = problems.price ? undefined : draft.pending ? draft.price : openingPrice(draft.direction, rules.quote);
  const { stopLoss, takeProfit } = stopEntries(draft, rules.basis);
  const level = (field: "stop-loss" | "take-profit", typed: StopEntry, levels: StopLevels) => {
    if (typed.problem) problems[field] = typed.problem;
    else if (badPrice(typed.level, rules.precision)) problems[field] = "price-format";
    else if (entry !== undefined) problems[field] = stopProblem(draft.direction, entry, levels);
  };
  level("stop-loss", stopLoss, { stopLoss: stopLoss.level });
  level("take-profit", takeProfit, { takeProfit: takeProfit.level });
  if (rules.affordable === false) problems.order = "not-affordable";
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}
