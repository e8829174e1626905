import { PERIODS, type Period } from "../../../src/domain/instrument.ts";

/** forex_id and period of the candle calls (SPEC §7, §9). */
export const candleQuery = {
  type: "object",
  required: ["forex_id", "period"],
  properties: {
    forex_id: { type: "integer", minimum: 1, maximum: 2147483647 },
    period: { type: "string", enum: [...PERIODS] },
  },
} as const;

export interface CandleQuery {
  forex_id: number;
  period: Period;
}

/** The full candle call may page back: `before` is a Unix time in seconds, exclusive, digits only. */
export const klineQuery = {
  ...candleQuery,
  properties: {
    ...candleQuery.properties,
    before: { type: "string", pattern: "^[1-9][0-9]{0,10}$" },
  },
} as const;

export interface KlineQuery extends CandleQuery {
  before?: string;
}

export const tradeListQuery = {
  type: "object",
  properties: {
    searchCurrency: { type: "string", maxLength: 64 },
  },
} as const;

export interface TradeListQuery {
  searchCurrency?: string;
}
