import { proxy } from "valtio";

/**
 * A new build waiting for the user's consent, and what holds the offer back: an order sheet open
 * (never interrupt an order), or the user's "Later" for this visit.
 */
export const appUpdate = proxy({ ready: false, later: false, orderSheets: 0 });

export function offerUpdate(state: { ready: boolean; later: boolean; orderSheets: number }): boolean {
  return state.ready && !state.later && state.orderSheets === 0;
}
