import { eq } from "drizzle-orm";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { CompanyConfig, CompanyInput } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE } from "#domain/company.ts";
import { configOf, type CompanyRow } from "../company/company-wire.ts";
import { companiesByName, nameHolds } from "../company/company-pages.ts";
import { COMPANY_MESSAGES } from "../i18n/company-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Uploads } from "../services/uploads/uploads.ts";
import { operatorUploadIdOf } from "../services/uploads/upload-urls.ts";
import type { Db } from "../store/db.ts";
import { companies } from "../store/schema.ts";
import { PAGE_SIZE } from "./audit-log.ts";
import { saveAudited } from "./save-audited.ts";

const logoNotFound = () => new DomainError("invalid", COMPANY_MESSAGES.logoNotFound);

/** What the schema cannot say: a logo is an operator's upload, a suspended company says where its users go. */
function checked(input: CompanyInput) {
  const logoUpload = input.logo === null ? null : operatorUploadIdOf(input.logo);
  if (input.logo !== null && !logoUpload) throw logoNotFound();
  if (input.status !== COMPANY_ACTIVE && !input.loss_url) throw new DomainError("invalid", COMPANY_MESSAGES.lossUrlRequired);
  return {
    name: input.name.trim(),
    logoUpload,
    url: input.url,
    subject: input.subject.trim(),
    registeredAddress: input.registered_address.trim(),
    location: input.location.trim(),
    email: input.email,
    type: input.type,
    status: input.status,
    lossUrl: input.loss_url,
  };
}

/** Operators list, add and change companies; a company is suspended, never deleted, so its users are still sent somewhere. */
export function createCompanyEditing(db: Db, uploads: Uploads, clock: Clock) {
  const now = () => new Date(clock.now());
  const locked = async (tx: Db, id: number): Promise<CompanyRow | undefined> => (await tx.select().from(companies).where(eq(companies.id, id)).for("update"))[0];

  return {
    page: (name: string | undefined, page: number): Promise<{ data: CompanyConfig[]; total: number }> =>
      companiesByName(db, nameHolds(name), page, PAGE_SIZE, configOf),

    save(operatorId: number, id: number | null, input: CompanyInput): Promise<CompanyConfig> {
      const values = checked(input);
      const at = now();
      return saveAudited(
        db,
        operatorId,
        id,
        {
          find: locked,
          async prepare(tx) {
            if (values.logoUpload) await uploads.claim(tx, "operators", [values.logoUpload], logoNotFound);
          },
          async update(tx, id) {
            const [row] = await tx
              .update(companies)
              .set({ ...values, updatedAt: at, updatedBy: operatorId })
              .where(eq(companies.id, id))
              .returning();
            return row!;
          },
          async insert(tx) {
            const [row] = await tx
              .insert(companies)
              .values({ ...values, createdAt: at, updatedAt: at, updatedBy: operatorId })
              .returning();
            return row!;
          },
          show: configOf,
          actions: { create: AUDIT_ACTIONS.companyCreate, update: AUDIT_ACTIONS.companyUpdate },
          recordType: "company",
          missing: COMPANY_MESSAGES.notFound,
        },
        at,
      );
    },

    saveLogo: (operatorId: number, bytes: Buffer) => uploads.save({ operatorId }, bytes),
  };
}
