import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { hasSession } from "#state/session.ts";
import { paths, safeFrom } from "#routing/paths.ts";

/** beforeLoad of pages that need a session: without a token, go to /login?from=<wanted page>. */
export function requireSession({ location }: { location: ParsedLocation }): void {
  if (!hasSession()) throw redirect({ href: paths.login(location.href), replace: true });
}

/**
 * beforeLoad of /login and /register: a logged-in user has nothing to do there and goes on to the
 * page the link meant to return to, else the user centre.
 */
export function leaveWhenSignedIn({ location }: { location: ParsedLocation }): void {
  if (!hasSession()) return;
  throw redirect({ href: safeFrom((location.search as { from?: unknown }).from) ?? paths.user, replace: true });
}
