import type { SessionKind } from "#domain/instrument.ts";
import type { InstrumentSeed } from "./instrument-seed.ts";

interface Listing {
  session: SessionKind;
  quoteCurrency: string;
}

const NASDAQ_NYSE: Listing = { session: "us_equity", quoteCurrency: "USD" };
const XETRA: Listing = { session: "eu_equity", quoteCurrency: "EUR" };
const TOKYO: Listing = { session: "asia_equity", quoteCurrency: "JPY" };

/** A share CFD, 100 shares per lot; the logo is the company's brand mark. */
function share(
  code: string,
  name: string,
  brand: string,
  listing: Listing,
  basePrice: string,
  dailyVolatility: number,
  leverage = [5, 10, 20],
): InstrumentSeed {
  return {
    code,
    showCode: code,
    name,
    logo: `brand-${brand}.svg`,
    category: "stocks",
    // Tokyo quotes shares in this price band in half-yen ticks.
    precision: listing.quoteCurrency === "JPY" ? 1 : 2,
    pip: "0.01",
    contractSize: "100",
    minLots: "0.01",
    feeRate: "0.008",
    // Two cents a share, as share CFDs are commonly charged.
    feePerLot: "2",
    marginMode: 0,
    leverage,
    quoteCurrency: listing.quoteCurrency,
    session: listing.session,
    // A few cents on a liquid share; a yen (ten points) in Tokyo.
    spreadPoints: listing.quoteCurrency === "JPY" ? 10 : 4,
    basePrice,
    dailyVolatility,
  };
}

export const STOCKS: readonly InstrumentSeed[] = [
  share("AAPL", "Apple Inc.", "apple", NASDAQ_NYSE, "268.45", 0.017),
  share("TSLA", "Tesla Inc.", "tesla", NASDAQ_NYSE, "412.80", 0.035),
  share("NVDA", "NVIDIA Corp.", "nvidia", NASDAQ_NYSE, "186.30", 0.03),
  share("META", "Meta Platforms Inc.", "meta", NASDAQ_NYSE, "618.25", 0.022),
  share("GOOGL", "Alphabet Inc. (Class A)", "google", NASDAQ_NYSE, "278.60", 0.019),
  share("NFLX", "Netflix Inc.", "netflix", NASDAQ_NYSE, "1108.40", 0.024),
  share("AMD", "Advanced Micro Devices", "amd", NASDAQ_NYSE, "236.75", 0.034),
  share("INTC", "Intel Corp.", "intel", NASDAQ_NYSE, "37.42", 0.03),
  share("V", "Visa Inc.", "visa", NASDAQ_NYSE, "334.10", 0.013),
  share("KO", "Coca-Cola Co.", "cocacola", NASDAQ_NYSE, "70.15", 0.01),
  share("MCD", "McDonald's Corp.", "mcdonalds", NASDAQ_NYSE, "304.55", 0.011),
  share("NKE", "Nike Inc.", "nike", NASDAQ_NYSE, "63.20", 0.021),
  // Listed for quotes only: no leverage is configured, so it cannot be traded.
  share("COIN", "Coinbase Global Inc.", "coinbase", NASDAQ_NYSE, "312.90", 0.045, []),
  share("SAP", "SAP SE", "sap", XETRA, "236.85", 0.016),
  share("7203", "Toyota Motor Corp.", "toyota", TOKYO, "2895.5", 0.017),
];
