import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { useLivePrice } from "#widgets/use-live-price.ts";
import { usePriceMarks } from "./price-marks.ts";
import { changeClass, priceClass, quoteTexts, valuesClass } from "./quote-texts.ts";
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
  const texts = quoteTexts({ Bid: bid, Ask: ask, High: high, Low: low, Change: change }, instrument.PricePrecision, i18n.locale);
  const { spread } = texts;
  // A saved price (kept from the last visit or the trade list) is greyed like a stale one until the live feed confirms it.
  return (
    <>
      <span className="quote-names">
        <span className="quote-code">{instrument.ShowCode}</span>
        <span className="quote-name">{instrument.Name}</span>
        <span className="quote-range num" data-testid="quote-range">
          <span><Trans comment="The day's highest price, abbreviated: H 1.08620">H</Trans> <span data-testid="quote-high">{texts.high}</span></span>
          <span><Trans comment="The day's lowest price, abbreviated: L 1.07910">L</Trans> <span data-testid="quote-low">{texts.low}</span></span>
        </span>
      </span>
      {chart ? <Sparkline instrumentId={instrument.Id} direction={open ? direction : "flat"} /> : <span className="sparkline" />}
      <span
        className={valuesClass(stale || saved)}
        data-testid="quote-values"
        data-places={instrument.PricePrecision}
        data-stale={stale || undefined}
        data-saved={saved || undefined}
      >
        <span className="quote-sides">
          <span className={priceClass(open, direction)} data-testid="quote-price">{texts.bid}</span>
          <span className="quote-ask num" data-testid="quote-ask">{texts.ask}</span>
        </span>
        <span className="quote-meta">
          <span className="quote-spread num" data-testid="quote-spread" data-points={spread}>
            <Trans comment="The spread in points on a quote row, short: 2 pts">{spread} pts</Trans>
          </span>
          {open ? (
            <span className={changeClass(direction)} data-testid="quote-change">
              {texts.change}
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
