import { Type, type Static } from "typebox";
import { PERIODS } from "../instrument.ts";
import { Id, Text, TextChoice } from "./fields.ts";

/** Query of /v1/api/forex/kline and abbreviated_cache_kline (SPEC §7, §9). */
export const CandleQuery = Type.Object({
  forex_id: Id(),
  period: TextChoice(PERIODS),
});
export type CandleQuery = Static<typeof CandleQuery>;

/** Query of /v1/api/forex/trade_list. */
export const TradeListQuery = Type.Object({
  searchCurrency: Type.Optional(Text({ maxLength: 64 })),
});
export type TradeListQuery = Static<typeof TradeListQuery>;
