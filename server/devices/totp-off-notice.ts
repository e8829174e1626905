import type { MessageDescriptor } from "@lingui/core";
import type { PushPayload } from "#domain/push.ts";
import type { Values } from "../i18n/translator.ts";

/** Where the user adds the authenticator app again: the app's security page. */
export const SECURITY_PAGE = "/mine/security";

const TOTP_OFF_MESSAGES = {
  subject: /*i18n*/ { id: "server.totp_turned_off_subject", message: "The authenticator app of your Pipwise account was turned off" },
  body: /*i18n*/ {
    id: "server.totp_turned_off_body",
    message:
      "Our support turned off the authenticator app of your Pipwise account, as you asked. Your recovery codes no longer work, and logging in takes only your password until you add the app again under Security ({link}). If you did not ask for this, change your password, end the sessions you do not know under Devices and contact support at once.",
  },
} satisfies Record<string, MessageDescriptor>;

type Translate = (descriptor: MessageDescriptor, values?: Values) => string;

/** The notice's words in one language, for the e-mail or SMS and the Web Push notification alike. */
export function totpOffText(translate: Translate): { subject: string; body: string } {
  return { subject: translate(TOTP_OFF_MESSAGES.subject), body: translate(TOTP_OFF_MESSAGES.body, { link: SECURITY_PAGE }) };
}

/** The Web Push notification, in the browser's language; a click opens the security page. */
export function totpOffPayload(translate: Translate): PushPayload {
  const { subject, body } = totpOffText(translate);
  return { title: subject, body, url: SECURITY_PAGE, tag: "totp-turned-off" };
}
