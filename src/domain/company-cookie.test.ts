import { describe, expect, it } from "vitest";
import { companyCookie, companyIdOf } from "./company-cookie.ts";

describe("the company cookie", () => {
  it("reads the company id among other cookies", () => {
    expect(companyIdOf("a=1; company_id=42; b=2")).toBe(42);
    expect(companyIdOf("company_id=7")).toBe(7);
  });

  it("reads nothing from a missing, empty or tampered cookie", () => {
    for (const cookies of ["", "a=1", "company_id=", "company_id=0", "company_id=-3", "company_id=1e3", "company_id=12abc", "company_id=99999999999", "xcompany_id=5"]) {
      expect(companyIdOf(cookies), cookies).toBeNull();
    }
  });

  it("keeps a chosen company for three years, and forgets it at once", () => {
    expect(companyCookie(42, false)).toBe("company_id=42; Max-Age=94608000; Path=/; SameSite=Lax");
    expect(companyCookie(42, true)).toMatch(/; Secure$/);
    expect(companyCookie(null, false)).toBe("company_id=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
