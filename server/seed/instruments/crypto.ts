import type { InstrumentSeed } from "./instrument-seed.ts";

/**
 * A coin against the US dollar, one coin per lot, trading around the clock. A lot is one coin, so
 * its fee per lot follows the coin's price: about 0.05 % of a coin, as crypto CFDs are charged.
 */
function coin(symbol: string, name: string, precision: number, basePrice: string, dailyVolatility: number, spreadPoints: number, feePerLot: string): InstrumentSeed {
  return {
    code: `${symbol}USD`,
    showCode: `${symbol}/USD`,
    name: `${name} / US Dollar`,
    logo: `crypto-${symbol.toLowerCase()}.svg`,
    category: "crypto",
    precision,
    pip: "0.01",
    contractSize: "1",
    minLots: "0.01",
    feeRate: "0.01",
    feePerLot,
    marginMode: 0,
    leverage: [2, 5, 10, 20],
    quoteCurrency: "USD",
    session: "crypto",
    spreadPoints,
    basePrice,
    dailyVolatility,
  };
}

export const CRYPTO: readonly InstrumentSeed[] = [
  coin("BTC", "Bitcoin", 2, "98450.00", 0.03, 3000, "50"),
  coin("ETH", "Ethereum", 2, "3420.50", 0.04, 200, "1.7"),
  coin("SOL", "Solana", 3, "158.420", 0.052, 150, "0.08"),
  coin("XRP", "XRP", 5, "2.31450", 0.05, 150, "0.0012"),
  coin("BNB", "BNB", 2, "912.30", 0.035, 100, "0.45"),
  coin("ADA", "Cardano", 5, "0.61280", 0.055, 60, "0.0003"),
  coin("DOGE", "Dogecoin", 5, "0.18740", 0.06, 30, "0.0001"),
  coin("LTC", "Litecoin", 2, "96.85", 0.045, 20, "0.05"),
  coin("LINK", "Chainlink", 3, "16.245", 0.055, 20, "0.008"),
];
