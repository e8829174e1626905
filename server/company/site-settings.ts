import type { SiteSettings } from "#domain/contract/company.ts";
import type { Db } from "../store/db.ts";
import { siteSettings } from "../store/schema.ts";

/** Until an operator changes them: instruments on /product, and no complaint e-mail. */
const SITE_SETTING_DEFAULTS: SiteSettings = { main_company_mode: 0, complaint_email: "" };

/** The settings as stored, each missing one at its default. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    main_company_mode: stored.get("main_company_mode") === "1" ? 1 : SITE_SETTING_DEFAULTS.main_company_mode,
    complaint_email: stored.get("complaint_email") ?? SITE_SETTING_DEFAULTS.complaint_email,
  };
}
