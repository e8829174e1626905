import { describe, expect, it } from "vitest";
import { companyNameHref, companyNameOf } from "./company-query.ts";

describe("the companies screen's search in the hash", () => {
  it("reads back the name it wrote, spaces and ampersands included", () => {
    expect(companyNameHref("Harbour & Co Markets")).toBe("#/companies?name=Harbour%20%26%20Co%20Markets");
    expect(companyNameOf(companyNameHref("  Harbour & Co Markets "))).toBe("Harbour & Co Markets");
  });

  it("lists every company without a name", () => {
    expect(companyNameHref(" ")).toBe("#/companies");
    expect(companyNameOf("#/companies")).toBe("");
  });
});
