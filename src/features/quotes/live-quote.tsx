import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { formatChange, formatPrice } from "#domain/format/format-price.ts";
import { spreadPoints } from "#domain/trading/spread.ts";
import { useLivePrice } from "#widgets/use-live-price.ts";
import { usePriceMarks } from "./price-marks.ts";
import { Sparkline } from "./sparkline.tsx";

interface LiveQuoteProps {
  instrument: Instrument;
  row: RefObject<HTMLAnchorElement | null>;
  chart: boolean;
}

/** A quote row's text: the names with the day's range under them, the sparkline, bid and ask with the spread, and the change. */
export function LiveQuote({ instrument, row, chart }: LiveQuoteProps) {
  const { i18n } = useLingui();
  const { bid, ask, high, low, change, open, stale, saved, direction } = useLivePrice(instrument, row);
  usePriceMarks(!saved);
  const price = (value: string | undefined) => formatPrice(value, instrument.PricePrecision, i18n.locale);
  const spread = spreadPoints({ Bid: bid, Ask: ask }, instrument.PricePrecision);
  // A saved price (kept from the last visit or the trade list) is greyed like a stale one until the live feed confirms it.
  return (
    <>
      <span className="quote-names">
        <span className="quote-code">{instrument.ShowCode}</span>
        <span className="quote-name">{instrument.Name}</span>
        <span className="quote-range num" data-testid="quote-range">
          <span><Trans comment="The day's highest price, abbreviated: H 1.08620">H</Trans> <span data-testid="quote-high">{price(high)}</span></span>
          <span><Trans comment="The day's lowest price, abbreviated: L 1.07910">L</Trans> <span data-testid="quote-low">{price(low)}</span></span>
        </span>
      </span>
      {chart ? <Sparkline instrumentId={instrument.Id} direction={open ? direction : "flat"} /> : <span className="sparkline" />}
      <span
        className={stale || saved ? "quote-values stale" : "quote-values"}
        data-testid="quote-values"
        data-stale={stale || undefined}
        data-saved={saved || undefined}
      >
        <span className="quote-sides">
          <span className={`quote-price num ${open ? direction : ""}`} data-testid="quote-price">{price(bid)}</span>
          <span className="quote-ask num" data-testid="quote-ask">{price(ask)}</span>
        </span>
        <span className="quote-meta">
          <span className="quote-spread num" data-testid="quote-spread" data-points={spread}>
            <Trans comment="The spread in points on a quote row, short: 2 pts">{spread} pts</Trans>
          </span>
          {open ? (
            <span className={`change-badge change-${direction} num`} data-testid="quote-change">
              {formatChange(change, i18n.locale)}
            </span>
          ) : (
            <span className="change-badge change-closed" data-testid="quote-change">
              <Trans>Closed</Trans>
            </span>
          )}
        </span>
      </span>
    </>
  );
}
