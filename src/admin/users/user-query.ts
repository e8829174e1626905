import { hashParamOf, screenHrefWith, useHashParam } from "../common/hash-screen.ts";

/** The search the users screen shows, kept in its hash (`#/users?q=…`) so a reload finds the same user. */
export const userQueryOf = (hash: string): string => hashParamOf(hash, "q");
export const userQueryHref = (q: string): string => screenHrefWith("users", "q", q);
export const useUserQuery = (): string => useHashParam("q");
