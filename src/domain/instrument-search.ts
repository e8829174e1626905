import type { Instrument } from "./instrument.ts";

/** Instrument search (the trade drawer, /product): matches code, shown code or name, ignoring case, spaces and slashes. */
export function filterInstruments(list: readonly Instrument[], query: string): readonly Instrument[] {
  const norm = (s: string) => s.toLowerCase().replace(/[\s/]+/g, "");
  const q = norm(query);
  if (!q) return list;
  return list.filter((i) => norm(i.Code).includes(q) || norm(i.ShowCode).includes(q) || norm(i.Name).includes(q));
}
