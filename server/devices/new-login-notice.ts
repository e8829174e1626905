import type { MessageDescriptor } from "@lingui/core";
import type { PushPayload } from "#domain/push.ts";
import { DEVICE_MESSAGES } from "../i18n/device-messages.ts";
import type { Values } from "../i18n/translator.ts";
import { LOCAL_AREA } from "./address-area.ts";
import { parseUserAgent } from "./user-agent.ts";

/** Where the notice sends the user to end the session: the app's sessions page. */
export const SESSIONS_PAGE = "/mine/sessions";

/** A login from a browser the user's account had not seen, as the bus carries it to the Web Push notifier. */
export interface NewLogin {
  userId: number;
  userAgent: string;
  area: string;
  /** Epoch ms of the login. */
  at: number;
}

export type Translate = (descriptor: MessageDescriptor, values?: Values) => string;

/** The notice's words in one language: the browser, system, area and time (UTC, in the language's own format). */
export function newLoginText(login: NewLogin, translate: Translate, locale: string): { subject: string; body: string } {
  const { browser, system } = parseUserAgent(login.userAgent);
  const area = login.area === LOCAL_AREA ? translate(DEVICE_MESSAGES.localNetwork) : login.area || translate(DEVICE_MESSAGES.unknownArea);
  const time = `${new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(login.at)} UTC`;
  const values = {
    browser: browser || translate(DEVICE_MESSAGES.unknownBrowser),
    system: system || translate(DEVICE_MESSAGES.unknownSystem),
    area,
    time,
    link: SESSIONS_PAGE,
  };
  return { subject: translate(DEVICE_MESSAGES.newLoginSubject), body: translate(DEVICE_MESSAGES.newLoginBody, values) };
}

/** The Web Push notification of a new login, in the browser's language; a click opens the sessions page. */
export function newLoginPayload(login: NewLogin, translate: Translate, locale: string): PushPayload {
  const { subject, body } = newLoginText(login, translate, locale);
  return { title: subject, body, url: SESSIONS_PAGE, tag: "new-login" };
}
