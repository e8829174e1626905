import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/contract/back-office.ts";
import type { CompanyConfig, CompanyInput, CompanyPage, CompanyStatusAnswer, SiteSettings } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE, COMPANY_BROKER, COMPANY_INTRODUCER, COMPANY_SUSPENDED } from "#domain/company.ts";
import { getAs, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { operator, photo, postJson, realUser, type TestOperator } from "./helpers/identity.ts";
import { uploadCover, visit } from "./helpers/news.ts";
import type { TestServer } from "./helpers/test-server.ts";

type Paged<T> = { data: T[]; total: number };

let made = 0;
function companyInput(fields: Partial<CompanyInput> = {}): CompanyInput {
  const n = ++made;
  return {
    name: `Harbour Markets ${n}`,
    logo: null,
    url: "https://harbour.example",
    subject: `Harbour Markets ${n} Ltd`,
    registered_address: "1 Queen's Road, Hong Kong",
    location: "Level 9, 18 Harbour Road, Wan Chai",
    email: `desk${n}@harbour.example`,
    type: COMPANY_BROKER,
    status: COMPANY_ACTIVE,
    loss_url: "",
    ...fields,
  };
}

describe("companies and main-company mode", () => {
  let server: TestServer;
  let op: TestOperator;
  const save = async (input: CompanyInput, id?: number) =>
    dataOf<CompanyConfig>(await postJson(server, id === undefined ? "/admin/api/companies" : `/admin/api/companies/${id}`, input, op.token));
  const search = async (query: string, lang = "en") => dataOf<CompanyPage>(await visit(server, `/api/company/getCompany?${query}`, lang));
  const status = async (id: number) => dataOf<CompanyStatusAnswer>(await visit(server, `/api/company/getCompanyStatus?id=${id}`));
  const audit = async () => (await dataOf<Paged<AuditEntry>>(await getAs(server, "/admin/api/audit", op.token))).data;

  beforeAll(async () => {
    server = await startAccountsServer();
    op = await operator(server);
  });
  afterAll(() => server?.close());

  it("finds active companies by any part of their name, in any case, and a picked one by id", async () => {
    const north = await save(companyInput({ name: "Northwind FX", type: COMPANY_INTRODUCER }));
    const south = await save(companyInput({ name: "Southern Cross Trading" }));
    const hidden = await save(companyInput({ name: "Northwind Closed", status: COMPANY_SUSPENDED, loss_url: "https://closed.example/notice" }));

    const found = await search("name=NORTHWIND");
    expect(found.data.map((c) => c.id)).toEqual([north.id]);
    expect(found.data[0]).toEqual({
      id: north.id,
      name: "Northwind FX",
      logo: null,
      url: "https://harbour.example",
      subject: north.subject,
      registered_address: "1 Queen's Road, Hong Kong",
      location: "Level 9, 18 Harbour Road, Wan Chai",
      email: north.email,
      type: COMPANY_INTRODUCER,
    });
    expect((await search("name=cross")).data.map((c) => c.id)).toEqual([south.id]);
    expect((await search("")).data.map((c) => c.id)).toEqual(expect.arrayContaining([north.id, south.id]));
    expect((await search("")).data.map((c) => c.id)).not.toContain(hidden.id);
    // LIKE's wildcards match only themselves.
    expect((await search("name=%25")).total).toBe(0);
    expect((await search("name=_")).total).toBe(0);
    expect((await search(`id=${hidden.id}`)).data).toMatchObject([{ id: hidden.id, name: "Northwind Closed" }]);
  });

  it("says whether a company still serves, and where a suspended one's users go", async () => {
    const company = await save(companyInput());
    expect(await status(company.id)).toEqual({ status: COMPANY_ACTIVE, type: COMPANY_BROKER, loss_url: "" });
    await save({ ...companyInput({ name: company.name }), status: COMPANY_SUSPENDED, loss_url: "https://elsewhere.example/" }, company.id);
    expect(await status(company.id)).toEqual({ status: COMPANY_SUSPENDED, type: COMPANY_BROKER, loss_url: "https://elsewhere.example/" });
    const entries = (await audit()).filter((entry) => entry.record_type === "company" && entry.record_id === String(company.id));
    expect(entries.map((entry) => entry.action)).toEqual(["company.update", "company.create"]);
    expect(entries[0]).toMatchObject({ before: { status: COMPANY_ACTIVE }, after: { status: COMPANY_SUSPENDED } });
  });

  it("refuses bad input with a clear error, in the caller's language, and changes nothing", async () => {
    for (const query of ["id=0", "id=abc", "id=99999999999", "page=0", `name=${"x".repeat(101)}`, "name=%00"]) {
      const refused = await refusal(await visit(server, `/api/company/getCompany?${query}`));
      expect(refused.status, query).toBe(400);
    }
    expect((await refusal(await visit(server, "/api/company/getCompanyStatus"))).status).toBe(400);
    const missing = await refusal(await visit(server, "/api/company/getCompanyStatus?id=2000000000", "fr"));
    expect(missing.status).toBe(404);
    expect(missing.msg).not.toBe("This company is not available");
    expect((await refusal(await visit(server, "/api/company/logo/AAAAAAAAAAAAAAAAAAAAAA"))).status).toBe(404);

    const before = (await dataOf<Paged<CompanyConfig>>(await getAs(server, "/admin/api/companies", op.token))).total;
    const bad: Partial<CompanyInput>[] = [
      { name: "" },
      { url: "javascript:alert(1)" },
      { email: "not an e-mail" },
      { type: 9 as never },
      { status: 7 as never },
      { loss_url: "ftp://x.example" },
      { logo: "/api/common/upload/AAAAAAAAAAAAAAAAAAAAAA" },
      { url: "https://harbour\u0000.example" },
      { email: "desk\u0000@harbour.example" },
      { loss_url: "https://x.example/\u0007" },
      { name: ["a", "b"] as never },
      { type: Infinity as never },
    ];
    for (const fields of bad) {
      const refused = await refusal(await postJson(server, "/admin/api/companies", companyInput(fields), op.token));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
    }
    // 1 MB is over the body limit: refused before it is read.
    expect((await refusal(await postJson(server, "/admin/api/companies", companyInput({ subject: "x".repeat(1024 * 1024) }), op.token))).status).toBe(413);
    const noLossUrl = await refusal(await postJson(server, "/admin/api/companies", companyInput({ status: COMPANY_SUSPENDED }), op.token));
    expect(noLossUrl.msg).toBe("A suspended company needs the address its users are sent to");
    expect((await refusal(await postJson(server, "/admin/api/companies/2000000000", companyInput(), op.token))).status).toBe(404);
    expect((await dataOf<Paged<CompanyConfig>>(await getAs(server, "/admin/api/companies", op.token))).total).toBe(before);
  });

  it("lets only operators write companies and site settings", async () => {
    const user = await realUser(server, "company-visitor");
    for (const token of [undefined, user.token]) {
      expect((await postJson(server, "/admin/api/companies", companyInput(), token)).status).toBe(401);
      expect((await postJson(server, "/admin/api/site-settings", { main_company_mode: 1, complaint_email: "" }, token)).status).toBe(401);
      expect((await getAs(server, "/admin/api/companies", token)).status).toBe(401);
      expect((await uploadCover(server, token, await photo(), "/admin/api/companies/logos")).status).toBe(401);
    }
  });

  it("shows a logo publicly only while a company uses it", async () => {
    const { url } = await dataOf<{ url: string }>(await uploadCover(server, op.token, await photo(400, 400), "/admin/api/companies/logos"));
    const id = url.split("/").pop()!;
    expect((await refusal(await visit(server, `/api/company/logo/${id}`))).status).toBe(404);
    const company = await save(companyInput({ logo: url }));
    expect(company.logo).toBe(url);
    const [card] = (await search(`id=${company.id}`)).data;
    expect(card!.logo).toBe(`/api/company/logo/${id}`);
    const logo = await visit(server, card!.logo!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\//);
  });

  it("switches main-company mode and the complaint e-mail without a restart, audited", async () => {
    const basic = async () => dataOf<SiteSettings>(await visit(server, "/api/basicSet/getBasicInfo"));
    expect(await basic()).toMatchObject({ main_company_mode: 0, complaint_email: "" });
    const saved = await dataOf<SiteSettings>(await postJson(server, "/admin/api/site-settings", { main_company_mode: 1, complaint_email: "complaints@harbour.example" }, op.token));
    expect(saved).toEqual({ main_company_mode: 1, complaint_email: "complaints@harbour.example" });
    expect(await basic()).toMatchObject(saved);
    expect(await dataOf<SiteSettings>(await getAs(server, "/admin/api/site-settings", op.token))).toEqual(saved);
    expect((await refusal(await postJson(server, "/admin/api/site-settings", { main_company_mode: 2, complaint_email: "" }, op.token))).status).toBe(400);
    expect((await refusal(await postJson(server, "/admin/api/site-settings", { main_company_mode: 0, complaint_email: "nope" }, op.token))).status).toBe(400);
    for (const complaint_email of ["a\u0000@b.example", "a@b.example\u0085", ["a@b.example"]]) {
      expect((await refusal(await postJson(server, "/admin/api/site-settings", { main_company_mode: 0, complaint_email }, op.token))).status).toBe(400);
    }
    expect(await basic()).toMatchObject(saved);
    const [entry] = (await audit()).filter((e) => e.record_type === "site_settings");
    expect(entry).toMatchObject({ action: "site_settings.update", before: { main_company_mode: 0 }, after: saved });
    await postJson(server, "/admin/api/site-settings", { main_company_mode: 0, complaint_email: "" }, op.token);
  });
});
