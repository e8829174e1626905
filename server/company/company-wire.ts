import type { CompanyCard, CompanyConfig, CompanyStatusAnswer } from "#domain/contract/company.ts";
import type { CompanyStatus, CompanyType } from "#domain/company.ts";
import { operatorUploadUrl } from "../services/uploads/upload-urls.ts";
import type { companies } from "../store/schema.ts";

export type CompanyRow = typeof companies.$inferSelect;

/** Where anyone fetches a company's logo. */
const logoUrl = (uploadId: string) => `/api/company/logo/${uploadId}`;

export const cardOf = (row: CompanyRow): CompanyCard => ({
  id: row.id,
  name: row.name,
  logo: row.logoUpload ? logoUrl(row.logoUpload) : null,
  url: row.url,
  subject: row.subject,
  registered_address: row.registeredAddress,
  location: row.location,
  email: row.email,
  type: row.type as CompanyType,
});

export const statusOf = (row: CompanyRow): CompanyStatusAnswer => ({
  status: row.status as CompanyStatus,
  type: row.type as CompanyType,
  loss_url: row.lossUrl,
});

/** A company as operators edit it: the logo at the operators' upload url. */
export const configOf = (row: CompanyRow): CompanyConfig => ({
  ...cardOf(row),
  logo: row.logoUpload ? operatorUploadUrl(row.logoUpload) : null,
  status: row.status as CompanyStatus,
  loss_url: row.lossUrl,
  updated_at: row.updatedAt.toISOString(),
});
