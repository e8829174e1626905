import { lazy, memo, Suspense } from "react";
import type { Instrument } from "#domain/instrument.ts";
import { paths } from "#routing/paths.ts";
import { RouterAnchor } from "#routing/router-anchor.tsx";
import { useSeen } from "#ui/use-seen.ts";
import { OneClickSlot } from "#widgets/one-click/one-click-slot.tsx";
import { LiveQuote } from "./live-quote.tsx";
import { QuoteTools } from "./quote-tools.tsx";
import type { RowPlace } from "./reorder-controls.tsx";
import "#ui/list-row.css";

// Only the favourites list moves its rows: the controls load when it is first shown.
const ReorderControls = lazy(() => import("./reorder-controls.tsx").then((module) => ({ default: module.ReorderControls })));

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
  // The mini chart (and its fetch) waits until the row scrolls near the screen.
  const [ref, seen] = useSeen<HTMLAnchorElement>();

  return (
    <li className="quote-item" data-testid="quote-item" data-code={instrument.Code}>
      <div className="quote-line">
        {place && onMove && (
          <Suspense>
            <ReorderControls id={instrument.Id} code={instrument.ShowCode} place={place} onMove={onMove} />
          </Suspense>
        )}
        <RouterAnchor ref={ref} href={paths.trade(instrument.Id)} className="list-row quote-row" data-testid="quote-row" data-code={instrument.Code}>
          <img className="quote-logo" src={instrument.Logo} width={32} height={32} loading="lazy" decoding="async" alt="" />
          <LiveQuote instrument={instrument} row={ref} chart={seen} />
        </RouterAnchor>
        <span className="quote-tools">
          <QuoteTools instrument={instrument} favourite={favourite} onStar={onStar} />
        </span>
      </div>
      <OneClickSlot instrument={instrument} />
    </li>
  );
});
