import { currentAdminLanguage } from "../i18n/admin-language.ts";
import { createAdminClient } from "./admin-client.ts";
import { endOperatorSession, operatorToken } from "./operator-session.ts";

/** The one client every back office call goes through: the operator's token and language, 999 ends the session. */
export const backOffice = createAdminClient({
  // Called as a method of the transport, the bare global would throw "Illegal invocation".
  fetch: (input, init) => fetch(input, init),
  token: operatorToken,
  lang: currentAdminLanguage,
  onSessionInvalid: endOperatorSession,
});
