import { proxy, subscribe } from "valtio";
import { readStored, writeStored } from "./stored.ts";

const ONE_CLICK_KEY = "pipwise.one_click";

export interface OneClickState {
  /** Off until the user turns it on through the warning; per device, never synced. */
  enabled: boolean;
  /** The lots a tap trades, per instrument code. */
  lots: Record<string, string>;
}

function readOneClick(): OneClickState {
  try {
    const parsed = JSON.parse(readStored(ONE_CLICK_KEY) ?? "null") as Partial<OneClickState> | null;
    const lots = Object.entries(parsed?.lots ?? {}).filter(([, value]) => typeof value === "string");
    return { enabled: parsed?.enabled === true, lots: Object.fromEntries(lots) };
  } catch {
    // Unreadable counts as never set: off.
    return { enabled: false, lots: {} };
  }
}

/** One-click trading on this device: whether it is on, and the lots of each instrument. */
export const oneClick = proxy<OneClickState>(readOneClick());
subscribe(oneClick, () => writeStored(ONE_CLICK_KEY, JSON.stringify(oneClick)));
