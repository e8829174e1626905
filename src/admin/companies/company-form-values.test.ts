import { describe, expect, it } from "vitest";
import type { CompanyConfig } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE, COMPANY_BROKER, COMPANY_INTRODUCER, COMPANY_SUSPENDED } from "#domain/company.ts";
import { companyInput, companyProblems, emailProblem, emptyCompany, savedCompany, siteSettingsInput, siteSettingsValues, type CompanyFormValues } from "./company-form-values.ts";

const saved: CompanyConfig = {
  id: 7,
  name: "Harbour Markets",
  logo: "/admin/api/uploads/abc",
  url: "https://harbour.example",
  subject: "Harbour Markets Ltd",
  registered_address: "1 Queen's Road, Hong Kong",
  location: "Level 9, 18 Harbour Road",
  email: "desk@harbour.example",
  type: COMPANY_INTRODUCER,
  status: COMPANY_SUSPENDED,
  loss_url: "https://harbour.example/closed",
  updated_at: "2026-11-20T08:00:00.000Z",
};

/** A form as typed: the empty one with `fields` changed. */
const typed = (fields: Partial<CompanyFormValues>): CompanyFormValues => ({ ...emptyCompany(), ...fields });

const problemsOf = (values: Parameters<typeof companyProblems>[0]) =>
  Object.fromEntries(Object.entries(companyProblems(values)).filter(([, problem]) => problem).map(([field, problem]) => [field, problem!.message]));

describe("the company form", () => {
  it("starts as an active broker with nothing typed, and wants only a name", () => {
    expect(emptyCompany()).toMatchObject({ type: COMPANY_BROKER, status: COMPANY_ACTIVE, logo: null, loss_url: "" });
    expect(problemsOf(emptyCompany())).toEqual({ name: "Enter the company's name." });
  });

  it("sends a saved company back as it was", () => {
    const values = savedCompany(saved);
    expect(problemsOf(values)).toEqual({});
    const { id: _id, updated_at: _at, ...input } = saved;
    expect(companyInput(values)).toEqual(input);
  });

  it("trims every text before sending it", () => {
    const form = typed({ name: "  Northwind FX ", url: " https://northwind.example ", subject: " Northwind Ltd\t", email: " desk@northwind.example " });
    expect(problemsOf(form)).toEqual({});
    expect(companyInput(form)).toMatchObject({ name: "Northwind FX", url: "https://northwind.example", subject: "Northwind Ltd", email: "desk@northwind.example" });
  });

  it("says a suspended company needs a loss url, and that it must be a web address", () => {
    const suspended = typed({ name: "Closed FX", status: COMPANY_SUSPENDED });
    expect(problemsOf(suspended)).toEqual({ loss_url: "A suspended company needs the address its users are sent to." });
    expect(problemsOf({ ...suspended, loss_url: "closed.example" }).loss_url).toBe("Start the address with http:// or https://, with no spaces.");
    expect(problemsOf({ ...suspended, loss_url: " https://closed.example/notice " })).toEqual({});
    expect(companyInput({ ...suspended, loss_url: " https://closed.example/notice " }).loss_url).toBe("https://closed.example/notice");
  });

  it("wants a website that starts with http:// or https://, or none", () => {
    const named = typed({ name: "Northwind FX" });
    for (const url of ["northwind.example", "ftp://northwind.example", "javascript:alert(1)", "https://north wind.example"]) {
      expect(problemsOf({ ...named, url }).url, url).toBe("Start the address with http:// or https://, with no spaces.");
    }
    expect(problemsOf({ ...named, url: "http://northwind.example" })).toEqual({});
  });

  it("wants an e-mail address that looks like one, or none", () => {
    expect(emailProblem("desk@northwind")?.message).toBe("Enter an e-mail address like desk@example.com, or leave it empty.");
    expect(emailProblem("not an e-mail")).not.toBeNull();
    expect(emailProblem(" ")).toBeNull();
    expect(emailProblem("desk@northwind.example")).toBeNull();
  });

  it("drops a hidden, unusable loss url once the company is active again", () => {
    const active: CompanyFormValues = { ...savedCompany(saved), status: COMPANY_ACTIVE };
    expect(companyInput(active).loss_url).toBe("https://harbour.example/closed");
    expect(problemsOf({ ...active, loss_url: "half typed" })).toEqual({});
    expect(companyInput({ ...active, loss_url: "half typed" }).loss_url).toBe("");
  });
});

describe("the site settings form", () => {
  it("reads main-company mode as a switch and sends the complaint e-mail trimmed", () => {
    const values = siteSettingsValues({ main_company_mode: 1, complaint_email: "complaints@harbour.example" });
    expect(values).toEqual({ mainCompanyMode: true, complaintEmail: "complaints@harbour.example" });
    expect(siteSettingsInput({ mainCompanyMode: false, complaintEmail: " help@harbour.example " })).toEqual({ main_company_mode: 0, complaint_email: "help@harbour.example" });
  });
});
