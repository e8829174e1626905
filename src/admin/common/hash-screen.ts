import { useSyncExternalStore } from "react";

/** The back office's screens, addressed by the hash (`/admin#/audit`) so a reload stays put. */
export const SCREENS = ["identities", "deposits", "withdrawals", "funds", "news", "companies", "audit", "users", "swap-rates", "security"] as const;
export type Screen = (typeof SCREENS)[number];

export function screenOf(hash: string): Screen {
  const name = hash.replace(/^#\/?/, "").split(/[/?]/, 1)[0];
  return SCREENS.find((screen) => screen === name) ?? "identities";
}

export function screenHref(screen: Screen): string {
  return `#/${screen}`;
}

/** For a screen that keeps more of its state in the hash (`#/users?q=`) and reads it the same way. */
export function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

export function useHashScreen(): Screen {
  return useSyncExternalStore(subscribeToHash, () => screenOf(window.location.hash));
}

/** One parameter of the screen's hash (`#/users?q=…`), trimmed; "" when absent. */
export function hashParamOf(hash: string, key: string): string {
  return new URLSearchParams(hash.split("?")[1] ?? "").get(key)?.trim() ?? "";
}

/** The screen's hash with one parameter, encoded so "+", "@" and "&" come back as typed; none when empty. */
export function screenHrefWith(screen: Screen, key: string, value: string): string {
  const text = value.trim();
  return text ? `${screenHref(screen)}?${key}=${encodeURIComponent(text)}` : screenHref(screen);
}

/** A hash parameter as the view's state, so a reload shows the same search. */
export function useHashParam(key: string): string {
  return useSyncExternalStore(subscribeToHash, () => hashParamOf(window.location.hash, key));
}
