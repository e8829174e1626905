import { dec, type Dec } from "#domain/decimal.ts";
import type { MarginCallNotice } from "#domain/order.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { BookUpdate } from "../book-order.ts";
import { MarginCallWatch } from "./margin-call-watch.ts";
import { exactMarginLevel, levelText, positionValues } from "./position-values.ts";
import { RiskBook, type RiskAccount, type Screen } from "./risk-book.ts";

export interface RiskLevels {
  /** Percent (50): below it positions are closed, worst loser first. */
  stopOutLevel: number;
  /** Percent (100): crossing below it warns the user once. */
  marginCallLevel: number;
}

export interface RiskMonitorDeps extends RiskLevels {
  /** Live quotes as decimal strings. */
  quoteOf: QuoteLookup;
  /** Whether the instrument's market is open now: stop-out closes nothing in a closed market. */
  isOpen(code: string): boolean;
  /** The account may be below the stop-out level: re-check it exactly under its lock and act. */
  stopOut(userId: number): void;
  marginCall(userId: number, notice: MarginCallNotice): void;
  /** The account crossed below the margin-call level (true) or is no longer below it (false). */
  marginCallChanged(userId: number, below: boolean): void;
}

const BELOW = -1;
const ABOVE = 1;
const UNSURE = 0;

/** Where the float screen puts the account against a level: clearly below, clearly not, or too close to tell. */
function side(screen: Screen, threshold: number): number {
  if (screen.level + screen.band < threshold) return BELOW;
  if (screen.level - screen.band >= threshold) return ABOVE;
  return UNSURE;
}

/**
 * Watches every account with open positions. Per tick it screens, in floats, the accounts the
 * quotes move; an account the floats cannot place clearly on one side of a level is valued in
 * decimals. Stop-out is only flagged here: the decision is re-made exactly inside the account's
 * transaction.
 */
export class RiskMonitor {
  readonly book: RiskBook;
  private readonly watch: MarginCallWatch;

  constructor(private readonly deps: RiskMonitorDeps) {
    this.book = new RiskBook(deps.quoteOf);
    this.watch = new MarginCallWatch(deps.marginCallChanged);
  }

  /** Accounts warned before a restart and not recovered since: the next tick below is no new crossing. */
  restoreMarginCalls(userIds: readonly number[]): void {
    this.watch.restore(userIds.filter((userId) => this.book.account(userId)));
  }

  apply(change: BookUpdate): void {
    this.book.apply(change);
    if (!this.book.account(change.userId)) this.watch.forget(change.userId);
  }

  /** Screens the accounts whose equity these instruments' quotes move; returns their users. */
  tick(codes: readonly string[]): number[] {
    const accounts = this.book.touchedBy(codes);
    const users: number[] = [];
    for (const account of accounts) {
      this.check(account, this.book.screen(account));
      users.push(account.userId);
    }
    return users;
  }

  private check(account: RiskAccount, screen: Screen): void {
    const { stopOutLevel, marginCallLevel } = this.deps;
    let stopOut = side(screen, stopOutLevel);
    let marginCall = side(screen, marginCallLevel);
    const exact = stopOut === UNSURE || marginCall === UNSURE ? this.exactLevel(account) : undefined;
    if (stopOut === UNSURE) stopOut = exact?.lessThan(stopOutLevel) ? BELOW : ABOVE;
    if (marginCall === UNSURE) marginCall = exact?.lessThan(marginCallLevel) ? BELOW : ABOVE;
    // Positions all in closed markets leave stop-out nothing to close: no transaction on each tick of a USD leg.
    if (stopOut === BELOW && account.positions.some((held) => this.deps.isOpen(held.order.code))) this.deps.stopOut(account.userId);
    if (this.watch.update(account.userId, marginCall === BELOW)) {
      const level = exact ?? this.exactLevel(account) ?? dec(screen.level);
      this.deps.marginCall(account.userId, { Notice: "margin-call", MarginLevel: levelText(level) });
    }
  }

  private exactLevel(account: RiskAccount): Dec | undefined {
    const values = positionValues(
      account.positions.map((held) => held.order),
      this.deps.quoteOf,
    );
    return values && exactMarginLevel(account.balance, values);
  }
}
