import { dec } from "../decimal.ts";
import { levelFromMoney, levelFromPips, moneyTowards, pipsTowards, type StopBasis, type StopSide } from "./stop-distance.ts";

/** How a trader types a stop loss or take profit. */
export const STOP_UNITS = ["price", "pips", "money"] as const;
export type StopUnit = (typeof STOP_UNITS)[number];

export type StopEntryProblem = "pips-format" | "money-format";

export interface StopEntry {
  /** The price to send: "" when the field is empty or no level follows from it yet. */
  level: string;
  problem?: StopEntryProblem;
}

/** A plain decimal as the contract takes prices (DECIMAL_TEXT, which src/domain/contract builds on this folder). */
const PRICE_TEXT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,10})?$/;
/** A distance may be negative: it then lands on the other side of the entry, which the side check names. */
const SIGNED_DECIMAL = /^-?(0|[1-9][0-9]{0,11})(\.[0-9]{1,10})?$/;

/**
 * The price a typed SL or TP stands for. A price passes through as typed (its own check judges it);
 * pips and money need the basis (an entry, lots, and for money a USD rate), and without one there is
 * no level yet, which the field that is missing says.
 */
export function stopEntryLevel(unit: StopUnit, text: string, side: StopSide, basis: StopBasis | undefined): StopEntry {
  if (unit === "price" || text === "") return { level: text };
  const problem: StopEntryProblem = unit === "pips" ? "pips-format" : "money-format";
  if (!SIGNED_DECIMAL.test(text) || dec(text).isZero()) return { level: "", problem };
  if (!basis) return { level: "" };
  const level = unit === "pips" ? levelFromPips(basis, side, text) : levelFromMoney(basis, side, text);
  return level === undefined ? { level: "", problem } : { level };
}

/** What a field in `unit` shows for `level` (switching units keeps the level the trader set). */
export function stopEntryText(unit: StopUnit, level: string, side: StopSide, basis: StopBasis | undefined): string {
  if (unit === "price") return level;
  if (!basis || !PRICE_TEXT.test(level) || dec(level).isZero()) return "";
  return (unit === "pips" ? pipsTowards(basis, side, level) : moneyTowards(basis, side, level)) ?? "";
}
