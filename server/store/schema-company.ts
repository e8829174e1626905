import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { operators } from "./schema-back-office.ts";
import { uploads } from "./schema-identity.ts";

/**
 * A company of main-company mode: its public card, and whether its users may
 * stay. A non-zero `status` sends them to `loss_url` when the app starts.
 */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    logoUpload: text("logo_upload").references(() => uploads.id),
    /** The company's website. */
    url: text("url").notNull(),
    /** The legal entity that trades as `name`. */
    subject: text("subject").notNull(),
    registeredAddress: text("registered_address").notNull(),
    /** The office address. */
    location: text("location").notNull(),
    /** The contact e-mail shown on /mine/email. */
    email: text("email").notNull(),
    type: smallint("type").notNull(),
    status: smallint("status").notNull(),
    lossUrl: text("loss_url").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    updatedBy: integer("updated_by").references(() => operators.id),
  },
  (t) => [index("companies_name_idx").on(t.name)],
);

/** Operator-editable site settings (main-company mode, the complaint e-mail); a missing row keeps the default. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: at("updated_at").notNull(),
  updatedBy: integer("updated_by").references(() => operators.id),
});
