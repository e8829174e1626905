import { memo, useMemo } from "react";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useInstruments } from "../../data/facade.ts";
import type { Instrument } from "../../domain/instrument.ts";
import { filterInstruments } from "../../domain/instrument-search.ts";
import { formatChange, formatPrice } from "../../ui/format-price.ts";
import { SkeletonRow } from "../../ui/skeleton-row.tsx";
import { useLivePrice } from "../../ui/use-live-price.ts";

const ResultRow = memo(function ResultRow({ instrument }: { instrument: Instrument }) {
  const live = useLivePrice(instrument);
  return (
    <li>
      <Link to="/trade" search={{ id: instrument.Id }} className="result-row" data-testid="instrument-result" data-code={instrument.Code}>
        <img className="result-logo" src={instrument.Logo} width={32} height={32} loading="lazy" decoding="async" alt="" />
        <span className="result-names">
          <span className="result-title">{instrument.ShowCode}</span>
          <span className="result-sub">{instrument.Name}</span>
        </span>
        <span className="result-values">
          <span className="num">{formatPrice(live.close, instrument.PricePrecision)}</span>
          {live.open ? <span className={`num ${live.direction}`}>{formatChange(live.change)}</span> : <span className="muted"><Trans>Closed</Trans></span>}
        </span>
      </Link>
    </li>
  );
});

/** Instruments whose code or name holds the query, from the list the app already keeps (so it works offline). */
export function InstrumentResults({ query }: { query: string }) {
  const instruments = useInstruments();
  const shown = useMemo(() => (instruments ? filterInstruments(instruments, query) : undefined), [instruments, query]);
  if (shown === undefined) return <ul className="result-list">{Array.from({ length: 4 }, (_, i) => <SkeletonRow key={i} />)}</ul>;
  if (shown.length === 0) return <p className="empty-note"><Trans>No data</Trans></p>;
  return (
    <ul className="result-list" data-testid="instrument-results">
      {shown.map((instrument) => <ResultRow key={instrument.Id} instrument={instrument} />)}
    </ul>
  );
}
