import { useSnapshot } from "valtio";
import { cachedAnswers } from "#state/cached-answers.ts";

/** When the server sent the answer of `path` on screen, if it came from the service worker's cache (offline); else undefined. */
export function useCachedAt(path: string): number | undefined {
  return useSnapshot(cachedAnswers)[path];
}
