import type { MarketInstrument } from "./price-source.ts";

/** Instruments with realistic parameters for the market tests. */
export const EURUSD: MarketInstrument = {
  id: 1,
  code: "EURUSD",
  session: "fx",
  precision: 5,
  spreadPoints: 2,
  basePrice: "1.08500",
  dailyVolatility: 0.006,
};

export const GBPUSD: MarketInstrument = { ...EURUSD, id: 2, code: "GBPUSD", basePrice: "1.27000" };

export const BTCUSD: MarketInstrument = {
  id: 3,
  code: "BTCUSD",
  session: "crypto",
  precision: 2,
  spreadPoints: 3000,
  basePrice: "67890.12",
  dailyVolatility: 0.035,
};

export const US500: MarketInstrument = {
  id: 4,
  code: "US500",
  session: "us_equity",
  precision: 1,
  spreadPoints: 5,
  basePrice: "5300.5",
  dailyVolatility: 0.01,
};
