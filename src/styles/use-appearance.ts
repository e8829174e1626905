import { useSyncExternalStore } from "react";
import { chosenTheme, chosenUpDown, onAppearanceChange, shownTheme, shownUpDown } from "./appearance-attrs.ts";

/**
 * What the page shows and what the device chose, as one string that changes whenever any of it
 * does (the chart redraws its canvas on a change); the page's language decides the default up/down.
 */
function snapshot(): string {
  return [shownTheme(), shownUpDown(), chosenTheme() ?? "", chosenUpDown() ?? ""].join("|");
}

export function useAppearanceKey(): string {
  return useSyncExternalStore(onAppearanceChange, snapshot);
}
