/** Every in-app link that carries parameters is built here, so callers never hand-write queries. */

const LOGIN = "/login";

/**
 * A `from` value is followed after login, so it must stay on this site: a path starting with a
 * single "/" that resolves to our own origin, and never the login page itself (a loop).
 */
export function safeFrom(raw: unknown, origin: string): string | null {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname === LOGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const paths = {
  home: "/",
  trade: (id?: number) => (id === undefined ? "/trade" : `/trade?id=${id}`),
  language: "/language",
  /** `/login`, remembering where to return when `from` is a safe same-origin path. */
  login(from?: string | null, origin = globalThis.location?.origin ?? "http://localhost"): string {
    const safe = safeFrom(from, origin);
    return safe ? `${LOGIN}?from=${encodeURIComponent(safe)}` : LOGIN;
  },
};
