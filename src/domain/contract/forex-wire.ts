import { Type, type Static } from "typebox";
import { PERIODS } from "../periods.ts";
import { SWAP_MODES } from "../trading/swap-modes.ts";
import { TextChoice } from "./fields.ts";

/**
 * The forex answers (instrument, category, candle, the DAY_MARKET quote). Prices, rates and
 * amounts travel as decimal strings so that no float rounding happens between the engine and the
 * screen. The socket protocol and the PWA's store use the same types.
 */
const Decimal = (description: string) => Type.String({ description });

export const LeverageOption = Type.Object({ Value: Type.Integer() });
export type LeverageOption = Static<typeof LeverageOption>;

export const Quotation = Type.Object({
  Open: Decimal("day open"),
  Close: Decimal("last price: the Bid"),
  Bid: Decimal("price a sell opens and a buy closes at"),
  Ask: Decimal("price a buy opens and a sell closes at"),
  Change: Decimal('percent change of Close versus Open, 2 decimals, e.g. "-0.42"'),
  High: Type.Optional(Decimal("the day's highest Bid")),
  Low: Type.Optional(Decimal("the day's lowest Bid")),
});
export type Quotation = Static<typeof Quotation>;

export const SESSION_KINDS = ["fx", "crypto", "metals", "energy", "us_equity", "eu_equity", "asia_equity"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const Instrument = Type.Object({
  Id: Type.Integer(),
  Code: Type.String(),
  ShowCode: Type.String(),
  Name: Type.String({ description: 'display name, e.g. "Euro / US Dollar"' }),
  Logo: Type.String({ description: "URL path of the logo image served by the server" }),
  CategoryId: Type.Integer(),
  MarketStatus: Type.Integer({ description: "1 = open" }),
  PricePrecision: Type.Integer(),
  Pip: Decimal('lot step ("0.01")'),
  ForexContNum: Decimal("units per lot"),
  ForexMinCont: Decimal("minimum lots"),
  ForexFeeRate: Decimal("fee rate"),
  MarginMode: Type.Integer({ description: "1 = fixed margin" }),
  HasForexMultiple: Type.Array(LeverageOption),
  ForexQuotations: Quotation,
  QuoteCurrency: Type.String(),
  Session: TextChoice(SESSION_KINDS),
  Swap: Type.Object(
    {
      Mode: TextChoice(SWAP_MODES),
      Long: Decimal("rate of a buy; negative charges the holder"),
      Short: Decimal("rate of a sell"),
      TripleDay: Type.Integer({ minimum: 0, maximum: 6, description: "weekday (0 Sunday) whose rollover charges three nights" }),
    },
    { description: "overnight swap: points of price per unit a night, or percent of the position's value a year" },
  ),
});
export type Instrument = Static<typeof Instrument>;

export const Category = Type.Object({ Id: Type.Integer(), NameShowTrans: Type.String() });
export type Category = Static<typeof Category>;

/** One live quote, as sent on DAY_MARKET and stored (latest per instrument) in IndexedDB. */
export const Quote = Type.Object({
  Code: Type.String(),
  Open: Decimal("day open"),
  Close: Decimal("last price: the Bid"),
  Bid: Decimal("price a sell opens and a buy closes at"),
  Ask: Decimal("price a buy opens and a sell closes at"),
  Change: Decimal("percent change versus the day open"),
  /** Left out by a quote kept from a version before them. */
  High: Type.Optional(Decimal("the day's highest Bid")),
  Low: Type.Optional(Decimal("the day's lowest Bid")),
  MarketStatus: Type.Integer(),
  Time: Type.Number({ description: "milliseconds since epoch when the server produced this price" }),
});
export type Quote = Static<typeof Quote>;

export const Candle = Type.Object({
  Time: Type.Integer({ description: "bucket start, seconds since epoch (UTC)" }),
  Open: Decimal("open"),
  High: Decimal("high"),
  Low: Decimal("low"),
  Close: Decimal("close"),
  Volume: Decimal("volume"),
});
export type Candle = Static<typeof Candle>;

/** Compact series for row sparklines: closes only, oldest first. */
export const Sparkline = Type.Object({
  forex_id: Type.Integer(),
  period: TextChoice(PERIODS),
  closes: Type.Array(Decimal("close")),
});
export type Sparkline = Static<typeof Sparkline>;
