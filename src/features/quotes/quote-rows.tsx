import { startTransition, useEffect, useState } from "react";
import type { Instrument } from "#domain/instrument.ts";
import type { Favourites } from "#data/favourites/facade.ts";
import { FIRST_SCREEN_ROWS } from "./first-screen.ts";
import { QuoteRow } from "./quote-row.tsx";
import type { RowPlace } from "./reorder-controls.tsx";

/** Rows mounted per pass below the first screen: small enough that no pass is a long task on a slow phone. */
const ROWS_PER_PASS = 8;

function placeOf(index: number, count: number): RowPlace {
  if (count === 1) return "only";
  if (index === 0) return "first";
  return index === count - 1 ? "last" : "middle";
}

interface QuoteRowsProps {
  rows: readonly Instrument[];
  favourites: Favourites;
  /** The favourites list: its rows can be moved. */
  ordering?: boolean;
}

/**
 * The list's rows. The ones below the first screen mount a few at a time, each pass an
 * interruptible render of its own after the last one committed: mounting every row at once was one
 * long task of several hundred milliseconds on a slow phone, during which taps waited.
 */
export function QuoteRows({ rows, favourites, ordering = false }: QuoteRowsProps) {
  const [mounted, setMounted] = useState(FIRST_SCREEN_ROWS);
  const more = mounted < rows.length;
  useEffect(() => {
    if (!more) return;
    const next = setTimeout(() => startTransition(() => setMounted((count) => count + ROWS_PER_PASS)));
    return () => clearTimeout(next);
  }, [mounted, more]);
  const starred = new Set(favourites.ids);
  return rows.slice(0, mounted).map((instrument, index) => (
    <QuoteRow
      key={instrument.Id}
      instrument={instrument}
      favourite={starred.has(instrument.Id)}
      onStar={favourites.toggle}
      place={ordering ? placeOf(index, rows.length) : undefined}
      onMove={ordering ? favourites.move : undefined}
    />
  ));
}
