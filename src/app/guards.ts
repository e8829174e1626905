import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { hasSession } from "../state/session.ts";
import { paths } from "../ui/paths.ts";

/** beforeLoad of pages that need a session: without a token, go to /login?from=<wanted page>. */
export function requireSession({ location }: { location: ParsedLocation }): void {
  if (!hasSession()) throw redirect({ href: paths.login(location.href), replace: true });
}
