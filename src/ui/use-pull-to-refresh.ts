import { useCallback, useEffect, useRef, useState, type TouchEvent } from "react";

/** Finger travel, after damping, that arms the refresh. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;
/** The indicator closes 500 ms after the refresh starts. */
export const REFRESH_CLOSE_MS = 500;

/** The indicator follows the finger at half speed and stops at MAX_PULL. */
export function dampedPull(fingerTravel: number): number {
  return fingerTravel <= 0 ? 0 : Math.min(MAX_PULL, fingerTravel / 2);
}

export interface PullState {
  distance: number;
  refreshing: boolean;
}

/** Touch pull-down at the top of the page; release past the threshold runs `refresh`. */
export function usePullToRefresh(refresh: () => Promise<void>) {
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  // Mirrors `state` for the touch handlers, which must not run side effects inside setState.
  const current = useRef(state);
  const startY = useRef<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((next: PullState) => {
    current.current = next;
    setState(next);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onTouchStart = useCallback((e: TouchEvent) => {
    // Only a pull that starts with the list scrolled to the top is a refresh gesture.
    startY.current = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
  }, []);

  const onTouchMove = useCallback((e: TouchEvent) => {
    if (startY.current === null || current.current.refreshing) return;
    const distance = dampedPull(e.touches[0]!.clientY - startY.current);
    if (distance !== current.current.distance) update({ distance, refreshing: false });
  }, [update]);

  const onTouchEnd = useCallback(() => {
    if (startY.current === null || current.current.refreshing) return;
    startY.current = null;
    if (current.current.distance < PULL_THRESHOLD) {
      update({ distance: 0, refreshing: false });
      return;
    }
    update({ distance: PULL_THRESHOLD, refreshing: true });
    void refresh().catch(() => undefined);
    closeTimer.current = setTimeout(() => update({ distance: 0, refreshing: false }), REFRESH_CLOSE_MS);
  }, [refresh, update]);

  return { state, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
