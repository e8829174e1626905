import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { formatChange, formatPrice } from "#domain/format/format-price.ts";
import { useLivePrice } from "./use-live-price.ts";
import "./instrument-line.css";

/**
 * An instrument in a picker's row: its code and name, then its live price and change (or "Closed"),
 * greyed while stale. Given its row, the price follows ticks only while the row is on screen.
 */
export function InstrumentLine({ instrument, row }: { instrument: Instrument; row?: RefObject<Element | null> }) {
  const { i18n } = useLingui();
  const live = useLivePrice(instrument, row);
  return (
    <>
      <span className="line-names">
        <span className="line-code">{instrument.ShowCode}</span>
        <span className="line-name">{instrument.Name}</span>
      </span>
      <span className={live.stale ? "line-values stale" : "line-values"} data-stale={live.stale || undefined}>
        <span className="num">{formatPrice(live.close, instrument.PricePrecision, i18n.locale)}</span>
        {live.open ? <span className={`num ${live.direction}`}>{formatChange(live.change, i18n.locale)}</span> : <span className="muted"><Trans>Closed</Trans></span>}
      </span>
    </>
  );
}
