import type { SessionKind } from "#domain/instrument.ts";
import type { InstrumentSeed } from "./instrument-seed.ts";

interface IndexSpec {
  code: string;
  name: string;
  /** Flag of the exchange's country. */
  flag: string;
  quoteCurrency: string;
  session: SessionKind;
  precision: number;
  /** Currency units per index point per lot. */
  contractSize: string;
  spreadPoints: number;
  basePrice: string;
  dailyVolatility: number;
}

function index(spec: IndexSpec): InstrumentSeed {
  return {
    code: spec.code,
    showCode: spec.code,
    name: spec.name,
    logo: `flag-${spec.flag}.svg`,
    category: "indices",
    precision: spec.precision,
    pip: "0.01",
    contractSize: spec.contractSize,
    minLots: "0.1",
    feeRate: "0.006",
    feePerLot: "2",
    marginMode: 0,
    leverage: [10, 20, 50, 100],
    quoteCurrency: spec.quoteCurrency,
    session: spec.session,
    spreadPoints: spec.spreadPoints,
    basePrice: spec.basePrice,
    dailyVolatility: spec.dailyVolatility,
  };
}

const us = { flag: "us", quoteCurrency: "USD", session: "us_equity" } as const;
const eu = { session: "eu_equity", quoteCurrency: "EUR" } as const;

export const INDICES: readonly InstrumentSeed[] = [
  index({ ...us, code: "US500", name: "S&P 500", precision: 2, contractSize: "10", spreadPoints: 50, basePrice: "6712.40", dailyVolatility: 0.011 }),
  index({ ...us, code: "US30", name: "Dow Jones Industrial Average", precision: 1, contractSize: "1", spreadPoints: 20, basePrice: "47105.6", dailyVolatility: 0.01 }),
  index({ ...us, code: "NAS100", name: "Nasdaq 100", precision: 2, contractSize: "1", spreadPoints: 150, basePrice: "24780.25", dailyVolatility: 0.014 }),
  index({ ...eu, code: "GER40", name: "DAX 40 (Germany)", flag: "de", precision: 1, contractSize: "1", spreadPoints: 12, basePrice: "23845.7", dailyVolatility: 0.012 }),
  index({ ...eu, code: "FRA40", name: "CAC 40 (France)", flag: "fr", precision: 1, contractSize: "1", spreadPoints: 10, basePrice: "8105.3", dailyVolatility: 0.011 }),
  index({ ...eu, code: "EU50", name: "Euro Stoxx 50", flag: "eu", precision: 1, contractSize: "1", spreadPoints: 15, basePrice: "5680.9", dailyVolatility: 0.011 }),
  // SessionKind has one European and one Asian exchange clock (Frankfurt, Tokyo): London and Hong Kong use the nearest.
  index({ code: "UK100", name: "FTSE 100 (UK)", flag: "gb", quoteCurrency: "GBP", session: "eu_equity", precision: 1, contractSize: "1", spreadPoints: 10, basePrice: "9620.4", dailyVolatility: 0.009 }),
  index({ code: "JPN225", name: "Nikkei 225 (Japan)", flag: "jp", quoteCurrency: "JPY", session: "asia_equity", precision: 0, contractSize: "100", spreadPoints: 8, basePrice: "48710", dailyVolatility: 0.015 }),
  index({ code: "HK50", name: "Hang Seng (Hong Kong)", flag: "hk", quoteCurrency: "HKD", session: "asia_equity", precision: 0, contractSize: "10", spreadPoints: 10, basePrice: "25930", dailyVolatility: 0.016 }),
];
