/** Company records of main-company mode, and the cookie that keeps the chosen one. */

/** `status` 0: its users stay; any other value sends them to the company's `loss_url` on start. */
export const COMPANY_ACTIVE = 0;
export const COMPANY_SUSPENDED = 1;
export const COMPANY_STATUSES = [COMPANY_ACTIVE, COMPANY_SUSPENDED] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** `type`: a broker dealing with its clients itself, or an introducing broker passing them on. */
export const COMPANY_BROKER = 1;
export const COMPANY_INTRODUCER = 2;
export const COMPANY_TYPES = [COMPANY_BROKER, COMPANY_INTRODUCER] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The cookie that keeps the chosen company, and its life: 3 years. */
export const COMPANY_COOKIE = "company_id";
export const COMPANY_COOKIE_MAX_AGE_SECONDS = 3 * 365 * 24 * 60 * 60;

export const COMPANY_PAGE_SIZE = 20;
