import { Trans } from "@lingui/react/macro";
import type { Instrument } from "../domain/instrument.ts";
import { formatChange, formatPrice } from "./format-price.ts";
import { useLivePrice } from "./use-live-price.ts";
import "./instrument-line.css";

/** An instrument in a picker's row: its code and name, then its live price and change (or "Closed"). */
export function InstrumentLine({ instrument }: { instrument: Instrument }) {
  const live = useLivePrice(instrument);
  return (
    <>
      <span className="line-names">
        <span className="line-code">{instrument.ShowCode}</span>
        <span className="line-name">{instrument.Name}</span>
      </span>
      <span className="line-values">
        <span className="num">{formatPrice(live.close, instrument.PricePrecision)}</span>
        {live.open ? <span className={`num ${live.direction}`}>{formatChange(live.change)}</span> : <span className="muted"><Trans>Closed</Trans></span>}
      </span>
    </>
  );
}
