import { proxy } from "valtio";

/**
 * By API path: when the server sent the answer on screen, if the service worker gave it from its
 * cache (ms since 1970); no entry once a fresh answer came from the network.
 */
export const cachedAnswers = proxy<Record<string, number>>({});

/** Notes where a read's answer came from: `cachedAt` is the service worker's header, absent for a fresh one. */
export function noteAnswer(path: string, cachedAt: string | null): void {
  const time = cachedAt === null ? Number.NaN : Date.parse(cachedAt);
  if (Number.isNaN(time)) delete cachedAnswers[path];
  else cachedAnswers[path] = time;
}
