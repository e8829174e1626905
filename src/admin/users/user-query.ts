import { useSyncExternalStore } from "react";
import { screenHref, subscribeToHash } from "../app/hash-screen.ts";

/** The search the users screen shows, read from its hash (`#/users?q=…`) so a reload finds the same user. */
export function userQueryOf(hash: string): string {
  const search = hash.split("?")[1] ?? "";
  return new URLSearchParams(search).get("q")?.trim() ?? "";
}

/** The users screen's hash for a search; encoded so a mobile's "+" and an e-mail's "@" come back as typed. */
export function userQueryHref(q: string): string {
  const text = q.trim();
  return text ? `${screenHref("users")}?q=${encodeURIComponent(text)}` : screenHref("users");
}

export function useUserQuery(): string {
  return useSyncExternalStore(subscribeToHash, () => userQueryOf(window.location.hash));
}
