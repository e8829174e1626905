import { Type, type Static } from "typebox";
import { PERIODS } from "../periods.ts";
import { Id, Text, TextChoice } from "./fields.ts";

/** Unix seconds as plain digits (ten at most, so within what a query integer may be). */
const UNIX_SECONDS_MAX = 9_999_999_999;

/** Query of /v1/api/forex/kline and abbreviated_cache_kline. */
export const CandleQuery = Type.Object({
  forex_id: Id(),
  period: TextChoice(PERIODS),
});
export type CandleQuery = Static<typeof CandleQuery>;

/** Query of /v1/api/forex/kline, which may page back: `before` is a Unix time in seconds, exclusive. */
export const KlineQuery = Type.Object({
  forex_id: Id(),
  period: TextChoice(PERIODS),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: UNIX_SECONDS_MAX })),
});
export type KlineQuery = Static<typeof KlineQuery>;

/** Query of /v1/api/forex/trade_list. */
export const TradeListQuery = Type.Object({
  searchCurrency: Type.Optional(Text({ maxLength: 64 })),
});
export type TradeListQuery = Static<typeof TradeListQuery>;
