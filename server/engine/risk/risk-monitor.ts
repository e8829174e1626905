import { dec, type Dec } from "../../../src/domain/decimal.ts";
import type { AccountNotice } from "../../../src/domain/order.ts";
import type { QuoteLookup } from "../../../src/domain/trading/usd-rate.ts";
import type { BookChange } from "../triggers/live-order.ts";
import { MarginCallWatch } from "./margin-call-watch.ts";
import { exactMarginLevel, levelText, positionValues } from "./position-values.ts";
import { FloatPrices, RiskBook, type RiskAccount, type Screen } from "./risk-book.ts";

export interface RiskLevels {
  /** Percent (50): below it positions are closed, worst loser first. */
  stopOutLevel: number;
  /** Percent (100): crossing below it warns the user once. */
  marginCallLevel: number;
}

export interface RiskMonitorDeps extends RiskLevels {
  /** Live quotes as decimal strings. */
  quoteOf: QuoteLookup;
  /** The account may be below the stop-out level: re-check it exactly under its lock and act. */
  stopOut(userId: number): void;
  marginCall(userId: number, notice: AccountNotice): void;
}

/**
 * Watches every account with open positions. Per tick it screens, in floats, the accounts the
 * quotes move; an account the floats cannot place clearly on one side of a level is valued in
 * decimals. Stop-out is only flagged here: the decision is re-made exactly inside the account's
 * transaction.
 */
export class RiskMonitor {
  readonly book = new RiskBook();
  private readonly watch = new MarginCallWatch();

  constructor(private readonly deps: RiskMonitorDeps) {}

  apply(change: BookChange): void {
    this.book.apply(change);
    if (!this.book.account(change.userId)) this.watch.forget(change.userId);
  }

  /** Screens the accounts whose equity these instruments' quotes move; returns their users. */
  tick(codes: Iterable<string>): number[] {
    const prices = new FloatPrices();
    const users: number[] = [];
    for (const account of this.book.touchedBy(codes)) {
      this.check(account, this.book.screen(account, this.deps.quoteOf, prices));
      users.push(account.userId);
    }
    return users;
  }

  private check(account: RiskAccount, screen: Screen): void {
    const { stopOutLevel, marginCallLevel } = this.deps;
    let exact: Dec | null | undefined;
    const exactLevel = () => {
      if (exact === undefined) {
        const values = positionValues([...account.positions.values()].map((held) => held.order), this.deps.quoteOf);
        exact = (values && exactMarginLevel(account.balance, values)) ?? null;
      }
      return exact;
    };
    const isBelow = (threshold: number): boolean => {
      if (screen.level + screen.band < threshold) return true;
      if (screen.level - screen.band >= threshold) return false;
      const level = exactLevel();
      return level !== null && level.lessThan(threshold);
    };
    if (isBelow(stopOutLevel)) this.deps.stopOut(account.userId);
    if (this.watch.update(account.userId, isBelow(marginCallLevel))) {
      const level = exactLevel();
      this.deps.marginCall(account.userId, { Notice: "margin-call", MarginLevel: levelText(level ?? dec(screen.level)) });
    }
  }
}
