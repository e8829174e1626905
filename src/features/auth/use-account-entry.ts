import { useState } from "react";
import { EMPTY_ENTRY, allowedEntry, entryDestination, type AccountEntry } from "./account-entry.ts";
import { useAreaChoice } from "./use-area-choice.ts";
import { useShowsMobile } from "#data/account/facade.ts";

/**
 * The e-mail or mobile account a form is about: what was typed, held to the kinds the site
 * allows, and where a code for it would go (null until the entry is usable). `onSwitchKind` runs
 * when the user moves between the e-mail and mobile tabs: a message about the other tab's box no
 * longer applies.
 */
export function useAccountEntry(onSwitchKind: () => void) {
  const areaChoice = useAreaChoice();
  const mobileAllowed = useShowsMobile();
  const [rawEntry, setRawEntry] = useState<AccountEntry>(EMPTY_ENTRY);
  const entry = allowedEntry(rawEntry, mobileAllowed);
  const setEntry = (next: AccountEntry) => {
    if (next.type !== entry.type) onSwitchKind();
    setRawEntry(next);
  };
  return { entry, setEntry, areaChoice, mobileAllowed, destination: entryDestination(entry, areaChoice.area) };
}
