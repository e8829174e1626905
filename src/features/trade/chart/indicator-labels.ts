import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { IndicatorChoice, IndicatorKind, ParamName, PriceSource } from "#domain/indicators/indicator-choice.ts";
import { layOutDecimal } from "#domain/format/lay-out-decimal.ts";

export const KIND_NAMES: Record<IndicatorKind, MessageDescriptor> = {
  sma: msg`Moving average`,
  ema: msg`Exponential moving average`,
  bollinger: msg`Bollinger Bands`,
  rsi: msg`Relative strength index`,
  macd: msg({ message: "MACD", context: "the indicator, moving average convergence divergence" }),
  stochastic: msg`Stochastic oscillator`,
};

/** As chart legends name them, followed by their parameters. */
const SHORT_NAMES: Record<IndicatorKind, MessageDescriptor> = {
  sma: msg({ message: "MA", context: "moving average, short label on a chart" }),
  ema: msg({ message: "EMA", context: "exponential moving average, short label on a chart" }),
  bollinger: msg({ message: "BB", context: "Bollinger Bands, short label on a chart" }),
  rsi: msg({ message: "RSI", context: "relative strength index, short label on a chart" }),
  macd: msg({ message: "MACD", context: "the indicator, moving average convergence divergence" }),
  stochastic: msg({ message: "STOCH", context: "stochastic oscillator, short label on a chart" }),
};

export const PARAM_NAMES: Record<ParamName, MessageDescriptor> = {
  period: msg({ message: "Period", context: "an indicator's number of candles" }),
  deviations: msg({ message: "Deviations", context: "Bollinger Bands: how many standard deviations wide" }),
  fast: msg({ message: "Fast", context: "MACD: the fast average's period" }),
  slow: msg({ message: "Slow", context: "MACD: the slow average's period" }),
  signal: msg({ message: "Signal", context: "MACD or stochastic: the signal line's period" }),
};

export const SOURCE_NAMES: Record<PriceSource, MessageDescriptor> = {
  close: msg({ message: "Close", context: "the candle's close price, an indicator's source" }),
  open: msg({ message: "Open", context: "the candle's open price, an indicator's source" }),
  high: msg({ message: "High", context: "the candle's high price, an indicator's source" }),
  low: msg({ message: "Low", context: "the candle's low price, an indicator's source" }),
  hl2: msg({ message: "Midpoint of high and low", context: "an indicator's source: (high + low) / 2" }),
  hlc3: msg({ message: "Average of high, low and close", context: "an indicator's source: (high + low + close) / 3" }),
};

/** "MA 20", "MACD 12 26 9": the short name and the parameters, as the user's language writes numbers. */
export function legendLabel({ kind, params }: IndicatorChoice, i18n: I18n): string {
  return [i18n._(SHORT_NAMES[kind]), ...params.map((p) => layOutDecimal(String(p), i18n.locale))].join(" ");
}
