import type { InstrumentSeed } from "./instrument-seed.ts";

type Commodity = Pick<InstrumentSeed, "code" | "showCode" | "name" | "logo" | "precision" | "contractSize" | "spreadPoints" | "basePrice" | "dailyVolatility">;

function metal(spec: Commodity): InstrumentSeed {
  return {
    ...spec,
    category: "metals",
    pip: "0.01",
    minLots: "0.01",
    feeRate: "0.006",
    feePerLot: "7",
    marginMode: 0,
    leverage: [20, 50, 100, 200],
    quoteCurrency: "USD",
    session: "metals",
  };
}

/** Fixed margin (marginMode 1) charges lots × contract size in USD whatever the price: $1,000 per Brent lot. */
function energy(spec: Commodity, marginMode: 0 | 1): InstrumentSeed {
  return {
    ...spec,
    category: "energy",
    pip: "0.01",
    minLots: "0.01",
    feeRate: "0.008",
    feePerLot: "5",
    marginMode,
    leverage: [10, 20, 50, 100],
    quoteCurrency: "USD",
    session: "energy",
  };
}

export const METALS: readonly InstrumentSeed[] = [
  metal({ code: "XAUUSD", showCode: "XAU/USD", name: "Gold / US Dollar", logo: "commodity-gold.svg", precision: 2, contractSize: "100", spreadPoints: 25, basePrice: "4065.30", dailyVolatility: 0.013 }),
  metal({ code: "XAGUSD", showCode: "XAG/USD", name: "Silver / US Dollar", logo: "commodity-silver.svg", precision: 3, contractSize: "5000", spreadPoints: 25, basePrice: "50.215", dailyVolatility: 0.022 }),
  metal({ code: "XPTUSD", showCode: "XPT/USD", name: "Platinum / US Dollar", logo: "commodity-platinum.svg", precision: 2, contractSize: "50", spreadPoints: 300, basePrice: "1548.60", dailyVolatility: 0.019 }),
];

export const ENERGY: readonly InstrumentSeed[] = [
  energy({ code: "USOIL", showCode: "WTI", name: "WTI Crude Oil", logo: "commodity-oil.svg", precision: 2, contractSize: "1000", spreadPoints: 3, basePrice: "59.84", dailyVolatility: 0.022 }, 0),
  energy({ code: "UKOIL", showCode: "BRENT", name: "Brent Crude Oil", logo: "commodity-brent.svg", precision: 2, contractSize: "1000", spreadPoints: 4, basePrice: "63.92", dailyVolatility: 0.021 }, 1),
  energy({ code: "NGAS", showCode: "NGAS", name: "Natural Gas", logo: "commodity-gas.svg", precision: 3, contractSize: "10000", spreadPoints: 5, basePrice: "4.512", dailyVolatility: 0.04 }, 1),
];
