import { lazy, Suspense } from "react";
import { useSnapshot } from "valtio";
import type { Instrument } from "#domain/instrument.ts";
import { oneClick } from "#state/one-click.ts";

// Loaded only once a trader turned one-click trading on: home's first paint carries none of it.
const OneClickBar = lazy(() => import("./one-click-bar.tsx"));

/** The one-click Sell/Buy bar of an instrument, shown while one-click trading is on for this device. */
export function OneClickSlot({ instrument }: { instrument: Instrument }) {
  const { enabled } = useSnapshot(oneClick);
  if (!enabled) return null;
  return (
    <Suspense>
      <OneClickBar instrument={instrument} />
    </Suspense>
  );
}
