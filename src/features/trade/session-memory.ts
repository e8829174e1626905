/**
 * A value remembered for the browser session (tab), not forever. Blocked storage falls back to
 * `fallback` when reading and is ignored when writing: the choice still holds while the page is open.
 */
export function readRemembered<T>(key: string, parse: (stored: string | null) => T | undefined, fallback: T): T {
  try {
    return parse(sessionStorage.getItem(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeRemembered(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: see above.
  }
}
