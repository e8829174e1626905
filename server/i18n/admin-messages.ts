import type { MessageDescriptor } from "@lingui/core";

/** Texts of the back office's own lookups, marked for `lingui extract`. */
export const ADMIN_MESSAGES = {
  instrumentNotFound: /*i18n*/ { id: "server.instrument_not_found", message: "No instrument {id}" },
  userNotFound: /*i18n*/ { id: "server.user_not_found", message: "No user with the uid, e-mail or mobile number {q}" },
  userIdNotFound: /*i18n*/ { id: "server.user_id_not_found", message: "No user {id}" },
  factorReasonRequired: /*i18n*/ { id: "server.factor_reason_required", message: "Give the reason for turning the factor off: it is kept in the audit log" },
  userTotpNotOn: /*i18n*/ { id: "server.user_totp_not_on", message: "This user has no authenticator app on: there is nothing to turn off" },
} satisfies Record<string, MessageDescriptor>;
