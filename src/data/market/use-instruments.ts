import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { Category, Instrument } from "#domain/instrument.ts";
import { localeState } from "#state/locale.ts";
import { refreshCategoriesOnce } from "./refresh-trade-list.ts";
import { steadyInstruments } from "./steady-instruments.ts";
import { useKeptCategories, useKeptInstruments } from "./warm-start.ts";
import { LOADING, useStored } from "../store.ts";

/**
 * The stored instrument list in the server's order (the page's first read of the device until the
 * worker answers). Undefined only until a list was ever stored (the skeleton rows); an empty array
 * means the server listed nothing.
 */
export function useInstruments(): Instrument[] | undefined {
  const rows = useStored({ name: "instruments" });
  const kept = useKeptInstruments();
  const next = rows === LOADING ? kept : rows;
  // What was shown, adjusted while rendering (React's pattern for state derived from a previous render).
  const [shown, setShown] = useState({ next, steady: next });
  if (shown.next === next) return shown.steady;
  const steady = steadyInstruments(shown.steady, next);
  setShown({ next, steady });
  return steady;
}

/** Categories named in the current language; fetched on first need for a newly chosen language. */
export function useCategories(): Category[] | undefined {
  const { lang } = useSnapshot(localeState);
  const rows = useStored({ name: "categories", lang });
  const kept = useKeptCategories(lang);
  const none = rows !== LOADING && rows.length === 0;
  useEffect(() => {
    if (none) void refreshCategoriesOnce(lang);
  }, [none, lang]);
  if (rows === LOADING) return kept;
  return rows.length === 0 ? undefined : rows;
}
