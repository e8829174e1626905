import type { CandleSink } from "./price-source.ts";
import { toCandleRow, type CandleRepo } from "../store/candle-repo.ts";

/** Persists the market hub's candles; rows of codes outside the catalog are dropped. */
export function createCandleSink(candles: CandleRepo, instrumentIds: ReadonlyMap<string, number>): CandleSink {
  return {
    save: (rows) =>
      candles.upsert(
        rows.flatMap(({ code, period, candle }) => {
          const id = instrumentIds.get(code);
          return id === undefined ? [] : [toCandleRow(id, period, candle)];
        }),
      ),
  };
}
