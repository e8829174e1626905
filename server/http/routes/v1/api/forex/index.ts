import type { FastifyInstance } from "fastify";
import { CODE_NOT_FOUND } from "../../../../../../src/domain/envelope.ts";
import { CandleQuery, KlineQuery, TradeListQuery } from "../../../../../../src/domain/contract/forex.ts";
import type { Category, Sparkline } from "../../../../../../src/domain/instrument.ts";
import { MESSAGES } from "../../../../../i18n/messages.ts";
import { ApiError } from "../../../../api-error.ts";
import type { HttpDeps } from "../../../../deps.ts";
import { ok } from "../../../../envelope.ts";
import { toWireInstrument } from "./instrument-wire.ts";
import { withForming } from "./with-forming.ts";

/** Candles a chart opens with: over eight hours of 1-minute candles, about 16 months of days. */
export const KLINE_LIMIT = 500;

/** /v1/api/forex: the catalog with live quotations and candle history. */
export async function forexRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { store, market, sparklines } = deps;

  const instrumentOr404 = async (id: number) => {
    const row = await store.catalog.instrument(id);
    if (!row) throw new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownInstrument, { id });
    return row;
  };

  app.get<{ Querystring: TradeListQuery }>("/trade_list", { schema: { querystring: TradeListQuery } }, async (request) => {
    const rows = await store.catalog.instruments(request.query.searchCurrency);
    return ok(request, rows.map((row) => toWireInstrument(row, market.quote(row.code), request.lang)));
  });

  app.get("/getCategories", async (request) => {
    const rows = await store.catalog.categories();
    return ok(request, rows.map((row): Category => ({ Id: row.id, NameShowTrans: row.names[request.lang] ?? row.names.en })));
  });

  app.get<{ Querystring: KlineQuery }>("/kline", { schema: { querystring: KlineQuery } }, async (request) => {
    const { forex_id: id, period, before } = request.query;
    const row = await instrumentOr404(id);
    const stored = await store.candles.latest(row.id, period, KLINE_LIMIT, before);
    const forming = market.forming(row.code)?.[period];
    return ok(request, withForming(stored, before === undefined || (forming && forming.Time < before) ? forming : undefined, KLINE_LIMIT));
  });

  app.get<{ Querystring: CandleQuery }>("/abbreviated_cache_kline", { schema: { querystring: CandleQuery } }, async (request) => {
    const { forex_id: id, period } = request.query;
    const row = await instrumentOr404(id);
    const data: Sparkline = { forex_id: row.id, period, closes: await sparklines.closes(row, period) };
    return ok(request, data);
  });
}
