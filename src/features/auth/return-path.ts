import { safeFrom } from "#routing/paths.ts";

/** Where to go after logging in: the `from` page when it is one of ours, else home. */
export function returnPath(from: unknown, origin = globalThis.location?.origin ?? "http://localhost"): string {
  return safeFrom(from, origin) ?? "/";
}
