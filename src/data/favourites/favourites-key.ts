/** Whose favourites: the signed-in user's id, or null for a guest, whose list stays on the device. */
export type FavouritesOwner = number | null;

/** The device's copy of an owner's favourites, in the worker's store, so the list shows offline too. */
export const favouritesKey = (owner: FavouritesOwner) => `favourites|${owner ?? "guest"}`;

/** A stored value read back as a list of ids; anything else (nothing stored yet) is an empty list. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}
