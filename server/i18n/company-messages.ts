import type { MessageDescriptor } from "@lingui/core";

/** Texts of companies, main-company mode and the site settings operators change, marked for `lingui extract`. */
export const COMPANY_MESSAGES = {
  notFound: /*i18n*/ { id: "server.company_not_found", message: "This company is not available" },
  logoNotFound: /*i18n*/ { id: "server.company_logo_not_found", message: "The logo was not found" },
  lossUrlRequired: /*i18n*/ { id: "server.company_loss_url_required", message: "A suspended company needs the address its users are sent to" },
  saved: /*i18n*/ { id: "server.company_saved", message: "Company saved" },
  settingsSaved: /*i18n*/ { id: "server.site_settings_saved", message: "Settings saved" },
} satisfies Record<string, MessageDescriptor>;
