import type { MessageDescriptor } from "@lingui/core";

/** Texts of the back office's own lookups, marked for `lingui extract`. */
export const ADMIN_MESSAGES = {
  instrumentNotFound: /*i18n*/ { id: "server.instrument_not_found", message: "No instrument {id}" },
  userNotFound: /*i18n*/ { id: "server.user_not_found", message: "No user with the uid, e-mail or mobile number {q}" },
} satisfies Record<string, MessageDescriptor>;
