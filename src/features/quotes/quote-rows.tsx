import { useDeferredValue } from "react";
import type { Instrument } from "#domain/instrument.ts";
import { QuoteRow } from "./quote-row.tsx";

/** More than a tall phone's screen holds, so the first paint of the list looks whole. */
const FIRST_SCREEN_ROWS = 14;

/**
 * The list's rows. The ones below the first screen mount in a second, interruptible render: mounting
 * every row at once was one long task of several hundred milliseconds on a slow phone, during which
 * taps waited.
 */
export function QuoteRows({ rows }: { rows: Instrument[] }) {
  const everyRow = useDeferredValue(true, false);
  const shown = everyRow ? rows : rows.slice(0, FIRST_SCREEN_ROWS);
  return shown.map((instrument) => <QuoteRow key={instrument.Id} instrument={instrument} />);
}
