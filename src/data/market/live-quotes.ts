import { ref } from "valtio";
import type { Quote } from "#domain/instrument.ts";
import { live } from "#state/live.ts";
import { stored } from "../store.ts";

/**
 * Fills the live store where the socket has not spoken yet: a stored or fetched quote is older
 * than anything the socket sends, so it never replaces a live one.
 */
export function seedLiveQuotes(quotes: readonly Quote[]): void {
  for (const quote of quotes) {
    if (!live.quotes[quote.Code]) live.quotes[quote.Code] = ref(quote);
  }
}

let hydration: Promise<void> | null = null;

/** Once per page: the quotes IndexedDB kept (a reload, an offline visit) show before the socket answers. */
export function hydrateLiveQuotes(): Promise<void> {
  hydration ??= stored((store) => store.readQuotes())
    .then(seedLiveQuotes, (error: unknown) => {
      console.warn("pipwise: stored quotes unreadable", error);
    });
  return hydration;
}
