import { D } from "#domain/decimal.ts";
import { money, price } from "#domain/format/number-value.ts";
import { KIND_LIMIT, type OrderDirection } from "#domain/order.ts";
import { EXPIRY_GTC, expiryOf, type ExpiryChoice } from "#domain/trading/expiry.ts";
import { pendingKind, type PendingKind } from "#domain/trading/pending.ts";
import { openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Headroom } from "./order-actions.ts";

/** The instant a pending order asked to expire with `choice` (and `at`, Unix seconds) does, null for never. */
export function expiryTime(choice: ExpiryChoice | undefined, at: number | undefined, now: number): Date | null {
  const expiry = expiryOf(choice ?? EXPIRY_GTC, at === undefined ? undefined : at * 1000, now);
  if ("problem" in expiry) throw new DomainError("invalid", expiry.problem === "expiry-missing" ? TRADING_MESSAGES.expiryMissing : TRADING_MESSAGES.expiryPast);
  return expiry.expiresAt === null ? null : new Date(expiry.expiresAt);
}

/** A pending order keeps its kind: a limit's new price must still be better than the market, a stop's beyond it. */
export function checkPendingSide(direction: OrderDirection, kind: PendingKind, target: string, quote: BidAsk, precision: number): void {
  if (pendingKind(direction, target, quote) === kind) return;
  throw new DomainError("invalid", kind === KIND_LIMIT ? TRADING_MESSAGES.limitSide : TRADING_MESSAGES.stopSide, { price: price(openingPrice(direction, quote), precision) });
}

/** Refuses an order whose margin and fee the free margin does not cover. */
export function checkRoom(room: Headroom): void {
  if (!room.needed.greaterThan(room.available)) return;
  throw new DomainError("invalid", TRADING_MESSAGES.notEnoughMargin, {
    // Rounded so that the figures shown never make the order look as if it fitted.
    needed: money(room.needed.toDecimalPlaces(2, D.ROUND_UP).toFixed(2)),
    available: money(room.available.toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2)),
  });
}
