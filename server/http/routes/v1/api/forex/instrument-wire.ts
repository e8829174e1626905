import type { MessageDescriptor } from "@lingui/core";
import { feeRateFor } from "#domain/fee.ts";
import type { Instrument, Quote } from "#domain/instrument.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { InstrumentRow } from "#server/store/catalog-repo.ts";
import { localizedInstrumentName, seededInstrumentName } from "./instrument-name.ts";

/**
 * The wire shape of a catalog row with its live quotation; before any quote it shows the base price,
 * closed. ForexFeeRate is the rate the configured `feeType` charges, which the PWA multiplies as the engine does.
 */
export function toWireInstrument(
  row: InstrumentRow,
  quote: Quote | undefined,
  lang: LanguageCode,
  translate: (descriptor: MessageDescriptor) => string,
  feeType: number,
): Instrument {
  return {
    Id: row.id,
    Code: row.code,
    ShowCode: row.showCode,
    Name: seededInstrumentName(row.code, row.name, translate) ?? localizedInstrumentName(row.showCode, row.name, lang),
    Logo: `/logos/${row.logo}`,
    CategoryId: row.categoryId,
    MarketStatus: quote?.MarketStatus ?? 0,
    PricePrecision: row.pricePrecision,
    Pip: row.pip,
    ForexContNum: row.contractSize,
    ForexMinCont: row.minLots,
    ForexFeeRate: String(feeRateFor(feeType, row)),
    MarginMode: row.marginMode,
    HasForexMultiple: row.leverageOptions.map((value) => ({ Value: value })),
    ForexQuotations: quote
      ? { Open: quote.Open, Close: quote.Close, Bid: quote.Bid, Ask: quote.Ask, Change: quote.Change, High: quote.High, Low: quote.Low }
      : { Open: row.basePrice, Close: row.basePrice, Bid: row.basePrice, Ask: row.basePrice, Change: "0.00" },
    QuoteCurrency: row.quoteCurrency,
    Session: row.session,
    Swap: { Mode: row.swapMode, Long: row.swapLong, Short: row.swapShort, TripleDay: row.swapTripleDay },
  };
}
