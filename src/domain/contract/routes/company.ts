import { CompanyPage, CompanyQuery, CompanyStatusAnswer, CompanyStatusQuery } from "../company.ts";
import { get, picture } from "./route.ts";

/** Companies to pick in main-company mode (getCompany, getCompanyStatus), open to visitors. */
export const COMPANY_ROUTES = {
  /** By `id` (a page of one), or a search by `name`. */
  companies: get("/api/company/getCompany", CompanyQuery, CompanyPage),
  status: get("/api/company/getCompanyStatus", CompanyStatusQuery, CompanyStatusAnswer),
  logo: picture("/api/company/logo/:id"),
};
