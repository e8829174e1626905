import { useSyncExternalStore } from "react";
import { screenHref, subscribeToHash } from "../app/hash-screen.ts";

/** The name the companies screen searches for, read from its hash (`#/companies?name=…`) so a reload shows the same list. */
export function companyNameOf(hash: string): string {
  return new URLSearchParams(hash.split("?")[1] ?? "").get("name")?.trim() ?? "";
}

export function companyNameHref(name: string): string {
  const text = name.trim();
  return text ? `${screenHref("companies")}?name=${encodeURIComponent(text)}` : screenHref("companies");
}

export function useCompanyName(): string {
  return useSyncExternalStore(subscribeToHash, () => companyNameOf(window.location.hash));
}
