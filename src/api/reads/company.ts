import type { CompanyCard, CompanyPage, CompanyStatusAnswer } from "../../domain/contract/company.ts";
import { request } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Active companies whose name holds `name`, by name (main-company mode's /product). */
export function searchCompanies(name: string, page: number, options: ReadOptions = {}): Promise<CompanyPage> {
  return request<CompanyPage>("/api/company/getCompany", { ...options, query: { page, ...(name ? { name } : {}) } });
}

/** The card of the company the visitor picked, whatever its status; null when it no longer exists. */
export async function companyCard(id: number, options: ReadOptions = {}): Promise<CompanyCard | null> {
  return (await request<CompanyPage>("/api/company/getCompany", { ...options, query: { id } })).data[0] ?? null;
}

/** Whether the picked company still serves its users (status 0), and where to go when it does not. */
export function companyStatus(id: number, options: ReadOptions = {}): Promise<CompanyStatusAnswer> {
  return request<CompanyStatusAnswer>("/api/company/getCompanyStatus", { ...options, query: { id } });
}
