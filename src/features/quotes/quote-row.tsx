import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { StarIcon } from "#ui/icons.tsx";
import { useSeen } from "#ui/use-seen.ts";
import { InstrumentInfoButton } from "#widgets/instrument-info/instrument-info-button.tsx";
import { OneClickSlot } from "#widgets/one-click/one-click-slot.tsx";
import { LiveQuote } from "./live-quote.tsx";
import { ReorderControls, type RowPlace } from "./reorder-controls.tsx";
import "#ui/list-row.css";

interface QuoteRowProps {
  instrument: Instrument;
  favourite: boolean;
  onStar: (id: number) => void;
  /** In the favourites list: where the row stands, and how it moves (−1 up, +1 down). */
  place?: RowPlace;
  onMove?: (id: number, by: number) => void;
}

/** One instrument. Only its live part re-renders on a tick, and only while the row is on screen. */
export const QuoteRow = memo(function QuoteRow({ instrument, favourite, onStar, place, onMove }: QuoteRowProps) {
  const { t } = useLingui();
  // The mini chart (and its fetch) waits until the row scrolls near the screen.
  const [ref, seen] = useSeen<HTMLAnchorElement>();
  const code = instrument.ShowCode;

  return (
    <li className="quote-item" data-testid="quote-item" data-code={instrument.Code}>
      <div className="quote-line">
        {place && onMove && <ReorderControls id={instrument.Id} code={code} place={place} onMove={onMove} />}
        <Link ref={ref} to="/trade" search={{ id: instrument.Id }} className="list-row quote-row" data-testid="quote-row" data-code={instrument.Code}>
          <img className="quote-logo" src={instrument.Logo} width={32} height={32} loading="lazy" decoding="async" alt="" />
          <LiveQuote instrument={instrument} row={ref} chart={seen} />
        </Link>
        <span className="quote-tools">
          <button
            type="button"
            className="icon-button quote-star"
            aria-pressed={favourite}
            aria-label={t`Favourite: ${code}`}
            onClick={() => onStar(instrument.Id)}
            data-testid="quote-star"
          >
            <StarIcon filled={favourite} />
          </button>
          <InstrumentInfoButton instrument={instrument} />
        </span>
      </div>
      <OneClickSlot instrument={instrument} />
    </li>
  );
});
