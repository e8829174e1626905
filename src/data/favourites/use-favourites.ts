import { useCallback, useEffect } from "react";
import { useSnapshot } from "valtio";
import { sessionState } from "#state/session.ts";
import { LOADING, useStored } from "../store.ts";
import { favouritesKey, idsOf } from "./favourites-key.ts";

// Loaded on a signed-in user's visit or the first star or move: a guest's first paint never needs it.
const changes = () => import("./favourite-changes.ts");

export interface Favourites {
  /** The favourites' instrument ids, first first; undefined until the device's copy is read. */
  ids: readonly number[] | undefined;
  toggle(id: number): void;
  /** Moves a favourite `by` places: −1 up, +1 down. */
  move(id: number, by: number): void;
}

/**
 * The user's favourites as the device keeps them (the server's list, taken again on every visit
 * while signed in), or a guest's, kept on the device only.
 */
export function useFavourites(): Favourites {
  const { token, user } = useSnapshot(sessionState);
  const owner = token ? (user?.id ?? null) : null;
  const value = useStored({ name: "meta", key: favouritesKey(owner) });
  const ids = value === LOADING ? undefined : idsOf(value);

  useEffect(() => {
    if (owner === null) return;
    const abort = new AbortController();
    // Offline or aborted, the device's copy stays as it was.
    changes()
      .then(({ refreshFavourites }) => refreshFavourites(owner, abort.signal))
      .catch(() => {});
    return () => abort.abort();
  }, [owner]);

  const list = ids ?? [];
  const key = list.join(",");
  // Rebuilt only when the list itself changes, so rows memoised on them stay put on a tick.
  const current = useCallback(() => key.split(",").filter(Boolean).map(Number), [key]);
  return {
    ids,
    toggle: useCallback((id: number) => void changes().then(({ toggle }) => toggle(owner, current(), id)), [owner, current]),
    move: useCallback((id: number, by: number) => void changes().then(({ move }) => move(owner, current(), id, by)), [owner, current]),
  };
}
