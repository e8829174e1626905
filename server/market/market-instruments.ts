import type { MarketInstrument } from "./price-source.ts";
import type { InstrumentRow } from "../store/catalog-repo.ts";

/** What the price feed needs of a catalog row. */
export function toMarketInstrument(row: InstrumentRow): MarketInstrument {
  return {
    id: row.id,
    code: row.code,
    session: row.session,
    precision: row.pricePrecision,
    spreadPoints: row.spreadPoints,
    basePrice: row.basePrice,
    dailyVolatility: row.dailyVolatility,
  };
}
