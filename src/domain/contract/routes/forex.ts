import { Type } from "typebox";
import { CandleQuery, KlineQuery, TradeListQuery } from "../forex.ts";
import { Candle, Category, Instrument, Sparkline } from "../forex-wire.ts";
import { CATEGORIES_PATH, TRADE_LIST_PATH } from "./first-screen-paths.ts";
import { get, NoInput } from "./route.ts";

/** The catalog with live quotations and candle history, open to visitors. */
export const FOREX_ROUTES = {
  tradeList: get(TRADE_LIST_PATH, TradeListQuery, Type.Array(Instrument)),
  categories: get(CATEGORIES_PATH, NoInput, Type.Array(Category)),
  kline: get("/v1/api/forex/kline", KlineQuery, Type.Array(Candle)),
  sparkline: get("/v1/api/forex/abbreviated_cache_kline", CandleQuery, Sparkline),
};
