import { createContext, useContext, useEffect } from "react";

/**
 * What an open sheet or dialog holds back for as long as it stays open; called on opening, it
 * returns the way to let go. The app gives its update offer, so that nobody is interrupted in the
 * middle of a sheet or dialog; without a provider, nothing is held.
 */
export const OverlayHold = createContext<() => () => void>(() => () => {});

/** While `open`, holds what the app put in OverlayHold. */
export function useOverlayHold(open: boolean): void {
  const hold = useContext(OverlayHold);
  useEffect(() => (open ? hold() : undefined), [open, hold]);
}
