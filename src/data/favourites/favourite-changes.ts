import { addFavourite, orderFavourites, removeFavourite } from "#api/favourites.ts";
import { favouriteList } from "#api/reads/favourites.ts";
import { moveFavourite, toggleFavourite } from "#domain/favourites/favourite-rules.ts";
import { stored } from "../store.ts";

/** Whose favourites: the signed-in user's id, or null for a guest, whose list stays on the device. */
export type FavouritesOwner = number | null;

/** The device's copy of an owner's favourites, in the worker's store, so the list shows offline too. */
export const favouritesKey = (owner: FavouritesOwner) => `favourites|${owner ?? "guest"}`;

const keep = (owner: FavouritesOwner, ids: readonly number[]) => stored((api) => api.writeMeta(favouritesKey(owner), [...ids]));

/** A stored value read back as a list of ids; anything else (nothing stored yet) is an empty list. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

/** Takes the signed-in user's list from the server into the device's copy; offline the copy stays as it was. */
export async function refreshFavourites(owner: number, signal?: AbortSignal): Promise<void> {
  await keep(owner, await favouriteList({ signal, silent: true }));
}

/**
 * Shows the change at once, then (signed in) sends it and keeps what the server answers; a refused
 * or lost change puts the list back as it was (the client has told the user why).
 */
async function change(owner: FavouritesOwner, before: readonly number[], after: number[], send: () => Promise<number[]>): Promise<void> {
  await keep(owner, after);
  if (owner === null) return;
  try {
    await keep(owner, await send());
  } catch {
    await keep(owner, before);
  }
}

export function toggle(owner: FavouritesOwner, ids: readonly number[], id: number): Promise<void> {
  const send = ids.includes(id) ? () => removeFavourite(id) : () => addFavourite(id);
  return change(owner, ids, toggleFavourite(ids, id), send);
}

export function move(owner: FavouritesOwner, ids: readonly number[], id: number, by: number): Promise<void> {
  const after = moveFavourite(ids, id, by);
  return change(owner, ids, after, () => orderFavourites(after));
}
