import { and, eq } from "drizzle-orm";
import type { CompanyPage, CompanyStatusAnswer } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE, COMPANY_PAGE_SIZE } from "#domain/company.ts";
import { COMPANY_MESSAGES } from "../i18n/company-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { StoredImage, Uploads } from "../services/uploads/uploads.ts";
import type { Db } from "../store/db.ts";
import { companies } from "../store/schema.ts";
import { cardOf, statusOf, type CompanyRow } from "./company-wire.ts";
import { companiesByName, nameHolds } from "./company-pages.ts";

/** What visitors read of companies (getCompany, getCompanyStatus): the active ones to pick from, and whether a picked one still serves. */
export function createCompanyReads(db: Db, uploads: Uploads) {
  async function one(id: number): Promise<CompanyRow> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw new DomainError("not-found", COMPANY_MESSAGES.notFound, { id });
    return row;
  }

  return {
    search: (name: string | undefined, page: number): Promise<CompanyPage> =>
      companiesByName(db, and(eq(companies.status, COMPANY_ACTIVE), nameHolds(name)), page, COMPANY_PAGE_SIZE, cardOf),

    /** The company a user picked, suspended or not: its card still names whom to write to. */
    byId: async (id: number): Promise<CompanyPage> => ({ data: [cardOf(await one(id))], total: 1 }),

    status: async (id: number): Promise<CompanyStatusAnswer> => statusOf(await one(id)),

    /** A logo, only while a company shows it. */
    async logo(uploadId: string): Promise<StoredImage | null> {
      const [shown] = await db.select({ id: companies.id }).from(companies).where(eq(companies.logoUpload, uploadId)).limit(1);
      return shown ? uploads.read(uploadId, "operator") : null;
    },
  };
}

export type CompanyReads = ReturnType<typeof createCompanyReads>;
