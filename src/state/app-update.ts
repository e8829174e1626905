import { proxy } from "valtio";

/**
 * A new build waiting for the user's consent, and what holds the offer back: a sheet or dialog
 * open (an order, a withdrawal, a confirmation being answered), or the user's "Later" for this visit.
 */
export const appUpdate = proxy({ ready: false, later: false, openDialogs: 0 });

export function offerUpdate(state: { ready: boolean; later: boolean; openDialogs: number }): boolean {
  return state.ready && !state.later && state.openDialogs === 0;
}

/** Counts an open sheet or dialog for as long as it stays open; returns the way to stop counting it. */
export function holdUpdateOffer(): () => void {
  appUpdate.openDialogs += 1;
  return () => {
    appUpdate.openDialogs -= 1;
  };
}
