import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDecimal } from "#domain/format/format-price.ts";
import { MARGIN_MODE_FIXED, type Instrument } from "#domain/instrument.ts";
import { SESSION_HOURS } from "./session-hours.ts";

export interface InstrumentFact {
  key: string;
  label: string;
  value: string;
}

/** Numbers as the server gives them (a lot step of "0.01" keeps its two decimals), in the reader's digits. */
const plain = (value: string, locale: string) => formatDecimal(value, value.split(".")[1]?.length ?? 0, locale);

/** A weekday's name in the reader's language; 0 is Sunday, as the swap's triple day counts. */
function weekday(day: number, locale: string): string {
  const sunday = Date.UTC(2024, 0, 7);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(sunday + day * 86_400_000);
}

function leverageRange(instrument: Instrument, locale: string): string {
  const values = instrument.HasForexMultiple.map((option) => option.Value);
  if (values.length === 0) return i18n._(msg`None`);
  const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => `1:${value.toLocaleString(locale)}`);
  return low === high ? low! : `${low} – ${high}`;
}

function swapRate(rate: string, instrument: Instrument, locale: string): string {
  const shown = plain(rate, locale);
  return instrument.Swap.Mode === "percent" ? i18n._(msg`${shown}% a year`) : i18n._(msg`${shown} points a night`);
}

/** The contract's terms as the instrument sheet lists them, labels and values in the reader's language. */
export function instrumentFacts(instrument: Instrument, locale: string): InstrumentFact[] {
  const fixed = instrument.MarginMode === MARGIN_MODE_FIXED;
  const size = plain(instrument.ForexContNum, locale);
  return [
    { key: "contract", label: i18n._(msg`Contract size`), value: i18n._(msg`${size} units a lot`) },
    { key: "digits", label: i18n._(msg`Digits`), value: instrument.PricePrecision.toLocaleString(locale) },
    { key: "step", label: i18n._(msg`Lot step`), value: plain(instrument.Pip, locale) },
    { key: "min", label: i18n._(msg`Minimum lots`), value: plain(instrument.ForexMinCont, locale) },
    {
      key: "margin",
      label: i18n._(msg`Margin`),
      value: fixed ? i18n._(msg`Fixed: lots × contract size, in USD`) : i18n._(msg`Lots × contract size × price ÷ leverage`),
    },
    { key: "leverage", label: i18n._(msg`Leverage`), value: leverageRange(instrument, locale) },
    { key: "hours", label: i18n._(msg`Trading hours`), value: i18n._(SESSION_HOURS[instrument.Session]) },
    { key: "swap-long", label: i18n._(msg`Swap, buy`), value: swapRate(instrument.Swap.Long, instrument, locale) },
    { key: "swap-short", label: i18n._(msg`Swap, sell`), value: swapRate(instrument.Swap.Short, instrument, locale) },
    { key: "triple", label: i18n._(msg`Triple swap day`), value: weekday(instrument.Swap.TripleDay, locale) },
  ];
}
