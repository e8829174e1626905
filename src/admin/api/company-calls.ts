import type { CompanyInput, SiteSettings } from "#domain/contract/company.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

/** Every company whose name holds `name` (any case), suspended ones included; all of them for "". */
export const fetchCompanies = (name: string, page: number) => api.call(ROUTES.companies, { name: name || undefined, page });

/** A new company (id null) or a change to one; a suspended one without a loss url is refused with a translated msg. */
export const saveCompany = (id: number | null, input: CompanyInput) =>
  id === null ? api.call(ROUTES.addCompany, input) : api.call(ROUTES.changeCompany, { ...input, id });

/** A logo, checked and re-encoded by the server: its url goes in the company's `logo`. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set("file", file);
  return api.call(ROUTES.uploadLogo, form);
}

export const fetchSiteSettings = () => api.call(ROUTES.siteSettings, {});

export const saveSiteSettings = (settings: SiteSettings) => api.call(ROUTES.saveSiteSettings, settings);
