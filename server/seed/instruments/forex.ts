import type { InstrumentSeed } from "./instrument-seed.ts";

const CURRENCIES: Record<string, { name: string; flag: string }> = {
  EUR: { name: "Euro", flag: "eu" },
  USD: { name: "US Dollar", flag: "us" },
  GBP: { name: "British Pound", flag: "gb" },
  JPY: { name: "Japanese Yen", flag: "jp" },
  CHF: { name: "Swiss Franc", flag: "ch" },
  AUD: { name: "Australian Dollar", flag: "au" },
  CAD: { name: "Canadian Dollar", flag: "ca" },
  NZD: { name: "New Zealand Dollar", flag: "nz" },
  SGD: { name: "Singapore Dollar", flag: "sg" },
  HKD: { name: "Hong Kong Dollar", flag: "hk" },
  CNH: { name: "Chinese Yuan (offshore)", flag: "cn" },
  MXN: { name: "Mexican Peso", flag: "mx" },
  ZAR: { name: "South African Rand", flag: "za" },
};

/** A currency pair on standard 100,000-unit lots; the logo is the base currency's flag. */
function pair(code: string, basePrice: string, dailyVolatility: number, spreadPoints: number, leverage = [50, 100, 200, 500]): InstrumentSeed {
  const base = code.slice(0, 3);
  const quote = code.slice(3);
  return {
    code,
    showCode: `${base}/${quote}`,
    name: `${CURRENCIES[base]!.name} / ${CURRENCIES[quote]!.name}`,
    logo: `flag-${CURRENCIES[base]!.flag}.svg`,
    category: "forex",
    // JPY is quoted to 3 decimals, everything else to 5 (one pipette beyond the pip).
    precision: quote === "JPY" ? 3 : 5,
    pip: "0.01",
    contractSize: "100000",
    minLots: "0.01",
    feeRate: "0.005",
    // An ECN broker's commission: about 5 USD per 100,000-unit lot.
    feePerLot: "5",
    marginMode: 0,
    leverage,
    quoteCurrency: quote,
    session: "fx",
    spreadPoints,
    basePrice,
    dailyVolatility,
  };
}

export const FOREX: readonly InstrumentSeed[] = [
  pair("EURUSD", "1.16240", 0.0045, 2),
  pair("GBPUSD", "1.31850", 0.0055, 5),
  pair("USDJPY", "154.620", 0.0065, 3),
  pair("USDCHF", "0.80150", 0.005, 6),
  pair("AUDUSD", "0.65120", 0.0065, 4),
  pair("USDCAD", "1.40280", 0.0042, 6),
  pair("NZDUSD", "0.56730", 0.007, 7),
  pair("EURGBP", "0.88160", 0.0038, 6),
  pair("EURJPY", "179.740", 0.0065, 7),
  pair("GBPJPY", "203.870", 0.0075, 12),
  pair("EURCHF", "0.93170", 0.0035, 9),
  pair("AUDJPY", "100.690", 0.008, 9),
  pair("EURAUD", "1.78490", 0.0062, 13),
  pair("USDSGD", "1.30240", 0.0032, 25),
  // The Hong Kong dollar is pegged to a narrow band, so it barely moves.
  pair("USDHKD", "7.77850", 0.0004, 35, [50, 100]),
  pair("USDCNH", "7.10960", 0.0022, 60, [50, 100]),
  pair("USDMXN", "18.42100", 0.009, 180, [20, 50, 100]),
  pair("USDZAR", "17.38500", 0.011, 220, [20, 50, 100]),
];
