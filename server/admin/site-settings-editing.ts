import { sql } from "drizzle-orm";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { SiteSettings } from "#domain/contract/company.ts";
import { readSiteSettings } from "../company/site-settings.ts";
import type { Db } from "../store/db.ts";
import { siteSettings } from "../store/schema.ts";
import { writeAudit } from "./audit-log.ts";

/** Every setting written at once, with the audit line, so two operators' saves never mix. */
export function saveSiteSettings(db: Db, operatorId: number, input: SiteSettings, now: Date): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    // One lock for the whole set: rows may not exist yet, so there is no row to lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const before = await readSiteSettings(tx);
    const after: SiteSettings = { main_company_mode: input.main_company_mode, complaint_email: input.complaint_email };
    for (const [key, value] of Object.entries(after)) {
      await tx
        .insert(siteSettings)
        .values({ key, value: String(value), updatedAt: now, updatedBy: operatorId })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: String(value), updatedAt: now, updatedBy: operatorId } });
    }
    await writeAudit(tx, { operatorId, action: AUDIT_ACTIONS.siteSettingsUpdate, recordType: "site_settings", recordId: "site", before, after, reason: null }, now);
    return after;
  });
}
