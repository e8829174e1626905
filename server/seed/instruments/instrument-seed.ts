import type { SessionKind } from "#domain/instrument.ts";
import type { CategorySlug } from "../categories.ts";

/** One catalog row as seeded; money-like fields are decimal strings. */
export interface InstrumentSeed {
  code: string;
  showCode: string;
  name: string;
  /** File name under /logos/ (see server/http/logos). */
  logo: string;
  category: CategorySlug;
  precision: number;
  /** Lot step. */
  pip: string;
  /** Units per lot. */
  contractSize: string;
  minLots: string;
  /** Fraction of margin charged per trade (TRADE_FEE_TYPE 2). */
  feeRate: string;
  /** USD charged per lot traded (TRADE_FEE_TYPE 1, the default), as a broker's commission per lot. */
  feePerLot: string;
  /** 1 = fixed margin: lots × contractSize in the quote currency, whatever the price. */
  marginMode: 0 | 1;
  /** Empty: no leverage configured, so the instrument cannot be traded. */
  leverage: number[];
  quoteCurrency: string;
  session: SessionKind;
  /**
   * Ask minus Bid in points (one point = the last price decimal) on a liquid session; the feed
   * widens it while a session is thin.
   */
  spreadPoints: number;
  basePrice: string;
  dailyVolatility: number;
}
