import { D, dec, type DecimalInput } from "../decimal.ts";

export const RATIO_DECIMALS = 2;
export const FIGURE_DECIMALS = 6;

export interface AccountState {
  balance: DecimalInput;
  /** Sum of the open positions' floating P&L (USD). */
  floatingProfit: DecimalInput;
  /** Sum of the open positions' margin (USD). */
  usedMargin: DecimalInput;
}

/** The trading account's figures (docs/architecture.md, trading terms); decimal strings. */
export interface AccountFigures {
  balance: string;
  /** Equity: balance + floating P&L. */
  netValue: string;
  /** Free margin: equity − used margin. */
  availablePrepayment: string;
  currentMargin: string;
  /** Margin level: equity ÷ used margin × 100 (percent); "" with no margin in use (unbounded). */
  prepaymentRatio: string;
}

const fixed = (value: InstanceType<typeof D>, places: number) => value.toDecimalPlaces(places, D.ROUND_HALF_UP).toFixed(places);

export function accountFigures({ balance, floatingProfit, usedMargin }: AccountState): AccountFigures {
  const equity = dec(balance).plus(floatingProfit);
  const margin = dec(usedMargin);
  const inUse = margin.greaterThan(0);
  return {
    balance: fixed(dec(balance), FIGURE_DECIMALS),
    netValue: fixed(equity, FIGURE_DECIMALS),
    availablePrepayment: fixed(equity.minus(margin), FIGURE_DECIMALS),
    currentMargin: fixed(margin, FIGURE_DECIMALS),
    prepaymentRatio: inUse ? fixed(equity.dividedBy(margin).times(100), RATIO_DECIMALS) : "",
  };
}

/** Risk rate, the answer's used margin ÷ equity × 100 (percent): "0.00" with no margin in use, "" with no equity left. */
export function riskRate(equity: DecimalInput, usedMargin: DecimalInput): string {
  const margin = dec(usedMargin);
  if (!margin.greaterThan(0)) return "0.00";
  return dec(equity).greaterThan(0) ? fixed(margin.dividedBy(equity).times(100), RATIO_DECIMALS) : "";
}

/** Margin level in percent, or undefined with no margin in use. */
export function marginLevel(equity: DecimalInput, usedMargin: DecimalInput): InstanceType<typeof D> | undefined {
  const margin = dec(usedMargin);
  return margin.greaterThan(0) ? dec(equity).dividedBy(margin).times(100) : undefined;
}
