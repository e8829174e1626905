import { proxy } from "valtio";

/**
 * By API path: when the server sent the answer on screen, if the service worker gave it from its
 * cache (ms since 1970); no entry once a fresh answer came from the network.
 */
export const cachedAnswers = proxy<Record<string, number>>({});

/**
 * Notes where a read's answer came from: `cachedAt` is the service worker's header, absent for a
 * fresh one. Returns the cached answer's time, undefined for a fresh one.
 */
export function noteAnswer(path: string, cachedAt: string | null): number | undefined {
  const time = cachedAt === null ? Number.NaN : Date.parse(cachedAt);
  // Every API answer passes here: a fresh one only touches the store when it replaces a stamp, so it wakes no view.
  if (!Number.isNaN(time)) return (cachedAnswers[path] = time);
  if (path in cachedAnswers) delete cachedAnswers[path];
  return undefined;
}
