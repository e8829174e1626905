import { addFavourite, orderFavourites, removeFavourite } from "#api/favourites.ts";
import { favouriteList } from "#api/reads/favourites.ts";
import { moveFavourite, toggleFavourite } from "#domain/favourites/favourite-rules.ts";
import { stored } from "../store.ts";
import { favouritesKey, type FavouritesOwner } from "./favourites-key.ts";

const keep = (owner: FavouritesOwner, ids: readonly number[]) => stored((api) => api.writeMeta(favouritesKey(owner), [...ids]));

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
