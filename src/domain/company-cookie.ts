import { COMPANY_COOKIE, COMPANY_COOKIE_MAX_AGE_SECONDS } from "./company.ts";

/** The company id a Cookie header (or `document.cookie`) holds, or null when none or not an id. */
export function companyIdOf(cookies: string): number | null {
  for (const pair of cookies.split(";")) {
    const [name, value = ""] = pair.split("=", 2).map((part) => part.trim());
    if (name !== COMPANY_COOKIE) continue;
    if (!/^[1-9]\d{0,9}$/.test(value)) return null;
    const id = Number(value);
    return id <= 2_147_483_647 ? id : null;
  }
  return null;
}

/** The Set-Cookie text that keeps `id` for 3 years, or that forgets it when null. */
export function companyCookie(id: number | null, secure: boolean): string {
  const life = id === null ? "Max-Age=0" : `Max-Age=${COMPANY_COOKIE_MAX_AGE_SECONDS}`;
  return [`${COMPANY_COOKIE}=${id ?? ""}`, life, "Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
