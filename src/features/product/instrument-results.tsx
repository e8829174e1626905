import { memo, useMemo, useRef } from "react";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useInstruments, useLiveTopic } from "#data/market/facade.ts";
import { TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import type { Instrument } from "#domain/instrument.ts";
import { filterInstruments } from "#domain/instrument-search.ts";
import { InstrumentLine } from "#widgets/instrument-line.tsx";
import { SkeletonRow } from "#ui/skeleton-row.tsx";

const ResultRow = memo(function ResultRow({ instrument }: { instrument: Instrument }) {
  const row = useRef<HTMLAnchorElement>(null);
  return (
    <li>
      <Link ref={row} to="/trade" search={{ id: instrument.Id }} className="result-row" data-testid="instrument-result" data-code={instrument.Code}>
        <img className="result-logo" src={instrument.Logo} width={32} height={32} loading="lazy" decoding="async" alt="" />
        <InstrumentLine instrument={instrument} row={row} />
      </Link>
    </li>
  );
});

/** Instruments whose code or name holds the query, from the list the app already keeps (so it works offline). */
export function InstrumentResults({ query }: { query: string }) {
  const instruments = useInstruments();
  // Home's subscription sleeps with its hidden page: this page holds the day's prices itself.
  useLiveTopic(TOPIC_DAY_MARKET);
  const shown = useMemo(() => (instruments ? filterInstruments(instruments, query) : undefined), [instruments, query]);
  if (shown === undefined) return <ul className="result-list">{Array.from({ length: 4 }, (_, i) => <SkeletonRow key={i} />)}</ul>;
  if (shown.length === 0) return <p className="empty-note"><Trans>No data</Trans></p>;
  return (
    <ul className="result-list" data-testid="instrument-results">
      {shown.map((instrument) => <ResultRow key={instrument.Id} instrument={instrument} />)}
    </ul>
  );
}
