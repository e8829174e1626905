import { BACK_OFFICE_API, type CompanyConfigPage, type UploadedPicture } from "../../domain/contract/back-office.ts";
import type { CompanyConfig, CompanyInput, SiteSettings } from "../../domain/contract/company.ts";
import { backOffice as api } from "./back-office-client.ts";

const COMPANIES = `${BACK_OFFICE_API}/companies`;
const SITE_SETTINGS = `${BACK_OFFICE_API}/site-settings`;

/** Every company whose name holds `name` (any case), suspended ones included; all of them for "". */
export const fetchCompanies = (name: string, page: number) => api.call<CompanyConfigPage>(COMPANIES, { query: { name: name || undefined, page } });

/** A new company (id null) or a change to one; a suspended one without a loss url is refused with a translated msg. */
export const saveCompany = (id: number | null, input: CompanyInput) =>
  api.call<CompanyConfig>(id === null ? COMPANIES : `${COMPANIES}/${id}`, { method: "POST", json: input });

/** A logo, checked and re-encoded by the server: its url goes in the company's `logo`. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.set("file", file);
  return api.call<UploadedPicture>(`${COMPANIES}/logos`, { method: "POST", form });
}

export const fetchSiteSettings = () => api.call<SiteSettings>(SITE_SETTINGS);

export const saveSiteSettings = (settings: SiteSettings) => api.call<SiteSettings>(SITE_SETTINGS, { method: "POST", json: settings });
