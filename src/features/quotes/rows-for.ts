import type { Instrument } from "#domain/instrument.ts";
import type { ListChoice } from "./category-chips.tsx";

/**
 * The rows a list choice shows: every instrument, one category's, or the favourites in the user's
 * order (a favourite the list no longer has is left out); undefined while either is still loading.
 */
export function rowsFor(instruments: readonly Instrument[] | undefined, choice: ListChoice, favourites: readonly number[] | undefined): readonly Instrument[] | undefined {
  if (!instruments) return undefined;
  if (choice === null) return instruments;
  if (choice !== "favourites") return instruments.filter((instrument) => instrument.CategoryId === choice);
  if (!favourites) return undefined;
  const byId = new Map(instruments.map((instrument) => [instrument.Id, instrument]));
  return favourites.flatMap((id) => byId.get(id) ?? []);
}
