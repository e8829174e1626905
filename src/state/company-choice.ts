import { proxy } from "valtio";
import { companyCookie, companyIdOf } from "#domain/company-cookie.ts";

/** The company a visitor picked in main-company mode; the cookie keeps it across visits (3 years). */
export const companyChoice = proxy<{ id: number | null }>({
  id: typeof document === "undefined" ? null : companyIdOf(document.cookie),
});

function keep(id: number | null): void {
  document.cookie = companyCookie(id, window.location.protocol === "https:");
  companyChoice.id = id;
}

export const chooseCompany = (id: number): void => keep(id);

/**
 * Browsers keep a cookie at most 400 days whatever it asks for, so the cookie's 3 years hold by
 * writing it again on every start.
 */
export function renewCompanyChoice(): void {
  if (companyChoice.id !== null) keep(companyChoice.id);
}

/** The picked company no longer exists. */
export const forgetCompany = (): void => keep(null);
