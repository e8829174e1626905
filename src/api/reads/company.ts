/** The reads of the broker companies: the search, one company's card and its status. */
import type { CompanyCard, CompanyPage, CompanyStatusAnswer } from "#domain/contract/company.ts";
import { COMPANY_ROUTES } from "#domain/contract/routes/company.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Active companies whose name holds `name`, by name (main-company mode's /product). */
export function searchCompanies(name: string, page: number, options: ReadOptions = {}): Promise<CompanyPage> {
  return call(COMPANY_ROUTES.companies, { page, ...(name ? { name } : {}) }, options);
}

/** The card of the company the visitor picked, whatever its status; null when it no longer exists. */
export async function companyCard(id: number, options: ReadOptions = {}): Promise<CompanyCard | null> {
  return (await call(COMPANY_ROUTES.companies, { id }, options)).data[0] ?? null;
}

/** Whether the picked company still serves its users (status 0), and where to go when it does not. */
export function companyStatus(id: number, options: ReadOptions = {}): Promise<CompanyStatusAnswer> {
  return call(COMPANY_ROUTES.status, { id }, options);
}
