import type { FastifyInstance } from "fastify";
import { CODE_NOT_FOUND } from "#domain/envelope.ts";
import { FOREX_ROUTES } from "#domain/contract/routes/forex.ts";
import type { Category, Sparkline } from "#domain/instrument.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { toWireInstrument } from "./instrument-wire.ts";
import { withForming } from "./with-forming.ts";

/** Candles a chart opens with: over eight hours of 1-minute candles, about 16 months of days. */
export const KLINE_LIMIT = 500;

/** /v1/api/forex: the catalog with live quotations and candle history. */
export async function forexRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { store, market, sparklines, config } = deps;

  const instrumentOr404 = async (id: number) => {
    const row = await store.catalog.instrument(id);
    if (!row) throw new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownInstrument, { id });
    return row;
  };

  serve(app, FOREX_ROUTES.tradeList, {}, async (request, input) => {
    const rows = await store.catalog.instruments(input.searchCurrency);
    return ok(request, rows.map((row) => toWireInstrument(row, market.quote(row.code), request.lang, (descriptor) => request.t(descriptor), config.tradeFeeType)));
  });

  serve(app, FOREX_ROUTES.categories, {}, async (request) => {
    const rows = await store.catalog.categories();
    return ok(request, rows.map((row): Category => ({ Id: row.id, NameShowTrans: row.names[request.lang] ?? row.names.en })));
  });

  serve(app, FOREX_ROUTES.kline, {}, async (request, input) => {
    const { forex_id: id, period, before } = input;
    const row = await instrumentOr404(id);
    const stored = await store.candles.latest(row.id, period, KLINE_LIMIT, before);
    const forming = market.forming(row.code)?.[period];
    return ok(request, withForming(stored, before === undefined || (forming && forming.Time < before) ? forming : undefined, KLINE_LIMIT));
  });

  serve(app, FOREX_ROUTES.sparkline, {}, async (request, input) => {
    const { forex_id: id, period } = input;
    const row = await instrumentOr404(id);
    const data: Sparkline = { forex_id: row.id, period, closes: await sparklines.closes(row, period) };
    return ok(request, data);
  });
}
