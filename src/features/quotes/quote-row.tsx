import { memo, type RefObject } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { formatChange, formatPrice } from "#domain/format/format-price.ts";
import { useLivePrice } from "#widgets/use-live-price.ts";
import { useSeen } from "#ui/use-seen.ts";
import { usePriceMarks } from "./price-marks.ts";
import { Sparkline } from "./sparkline.tsx";
import "#ui/list-row.css";

/** One instrument. Only its live part re-renders on a tick, and only while the row is on screen. */
export const QuoteRow = memo(function QuoteRow({ instrument }: { instrument: Instrument }) {
  // The mini chart (and its fetch) waits until the row scrolls near the screen.
  const [ref, seen] = useSeen<HTMLAnchorElement>();

  return (
    <li>
      <Link ref={ref} to="/trade" search={{ id: instrument.Id }} className="list-row quote-row" data-testid="quote-row" data-code={instrument.Code}>
        <img className="quote-logo" src={instrument.Logo} width={32} height={32} loading="lazy" decoding="async" alt="" />
        <span className="quote-names">
          <span className="quote-code">{instrument.ShowCode}</span>
          <span className="quote-name">{instrument.Name}</span>
        </span>
        <LiveQuote instrument={instrument} row={ref} chart={seen} />
      </Link>
    </li>
  );
});

function LiveQuote({ instrument, row, chart }: { instrument: Instrument; row: RefObject<HTMLAnchorElement | null>; chart: boolean }) {
  const { i18n } = useLingui();
  const { close, change, open, stale, saved, direction } = useLivePrice(instrument, row);
  usePriceMarks(!saved);
  // A saved price (kept from the last visit or the trade list) is greyed like a stale one until the live feed confirms it.
  return (
    <>
      {chart ? <Sparkline instrumentId={instrument.Id} direction={open ? direction : "flat"} /> : <span className="sparkline" />}
      <span
        className={stale || saved ? "quote-values stale" : "quote-values"}
        data-testid="quote-values"
        data-stale={stale || undefined}
        data-saved={saved || undefined}
      >
        <span className={`quote-price num ${open ? direction : ""}`} data-testid="quote-price">
          {formatPrice(close, instrument.PricePrecision, i18n.locale)}
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
    </>
  );
}
