import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribe } from "valtio";
import type { Instrument } from "#domain/instrument.ts";
import { oneClick } from "#state/one-click.ts";

// Loaded only once a trader turned one-click trading on: home's first paint carries none of it.
const OneClickBar = lazy(() => import("./one-click-bar.tsx"));

const watchOneClick = (notify: () => void) => subscribe(oneClick, notify);
const oneClickOn = () => oneClick.enabled;

/** The one-click Sell/Buy bar of an instrument, shown while one-click trading is on for this device. */
export function OneClickSlot({ instrument }: { instrument: Instrument }) {
  // One flag read straight from the store: a snapshot's proxy and its tracking, made for each of
  // home's rows, weighed on the list's first render.
  const enabled = useSyncExternalStore(watchOneClick, oneClickOn);
  if (!enabled) return null;
  return (
    <Suspense>
      <OneClickBar instrument={instrument} />
    </Suspense>
  );
}
