import { hashParamOf, screenHrefWith, useHashParam } from "../common/hash-screen.ts";

/** The name the companies screen searches for, kept in its hash (`#/companies?name=…`) so a reload shows the same list. */
export const companyNameOf = (hash: string): string => hashParamOf(hash, "name");
export const companyNameHref = (name: string): string => screenHrefWith("companies", "name", name);
export const useCompanyName = (): string => useHashParam("name");
