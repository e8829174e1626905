/** Every in-app link that carries parameters is built here, so callers never hand-write queries. */

const LOGIN = "/login";
/** Pages that make no sense to return to once logged in: going back there would loop. */
const AUTH_PAGES = new Set([LOGIN, "/register", "/forgot"]);

const currentOrigin = () => globalThis.location?.origin ?? "http://localhost";

/**
 * A `from` value is followed after login, so it must stay on this site: a path starting with a
 * single "/" that resolves to our own origin, and never a login, register or forgot page (a loop).
 */
export function safeFrom(raw: unknown, origin = currentOrigin()): string | null {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const paths = {
  home: "/",
  trade: (id?: number) => (id === undefined ? "/trade" : `/trade?id=${id}`),
  /** The orders page with one open order's sheet open (its stops, or a pending order's change). */
  order: (id: number) => `/order?id=${id}`,
  language: "/language",
  user: "/user",
  rank: "/rank",
  /** `/login`, remembering where to return when `from` is a safe same-origin path. */
  login(from?: string | null, origin = currentOrigin()): string {
    const safe = safeFrom(from, origin);
    return safe ? `${LOGIN}?from=${encodeURIComponent(safe)}` : LOGIN;
  },
};
