import type { MessageDescriptor } from "@lingui/core";
import type { LanguageCode } from "#domain/locales.ts";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";
import type { Values } from "../i18n/translator.ts";

/**
 * Texts of the gateway's acks. The server runs without the Lingui macro transform, so these are
 * plain descriptors marked for extraction with the `i18n` comment.
 */
export const ACK_TEXTS = {
  loggedIn: /*i18n*/ { id: "ws.logged_in", message: "Logged in" },
  loggedOut: /*i18n*/ { id: "ws.logged_out", message: "Logged out" },
  subscribed: /*i18n*/ { id: "ws.subscribed", message: "Subscribed" },
  unsubscribed: /*i18n*/ { id: "ws.unsubscribed", message: "Unsubscribed" },
  binaryRefused: /*i18n*/ { id: "ws.binary_refused", message: "Binary frames are not accepted" },
  frameTooLarge: /*i18n*/ { id: "ws.frame_too_large", message: "The frame is too large" },
  badJson: /*i18n*/ { id: "ws.bad_json", message: "The frame is not valid JSON" },
  notAMessage: /*i18n*/ { id: "ws.not_a_message", message: "The frame must be a JSON object with a type" },
  unknownType: /*i18n*/ { id: "ws.unknown_type", message: "Unknown message type" },
  tokenRequired: /*i18n*/ { id: "ws.token_required", message: "A token is required" },
  sessionInvalid: ACCOUNT_REFUSALS.sessionExpired,
  sessionRevoked: /*i18n*/ { id: "ws.session_revoked", message: "You were logged out on this device, please log in again" },
  authUnavailable: /*i18n*/ { id: "ws.auth_unavailable", message: "The session could not be checked, please try again" },
  topicRequired: /*i18n*/ { id: "ws.topic_required", message: "A topic is required" },
  unknownTopic: /*i18n*/ { id: "ws.unknown_topic", message: "Unknown topic" },
  unknownInstrument: /*i18n*/ { id: "ws.unknown_instrument", message: "Unknown instrument" },
  loginRequired: /*i18n*/ { id: "ws.login_required", message: "Log in to follow this topic" },
  tooManySubscriptions: /*i18n*/ { id: "ws.too_many_subscriptions", message: "Too many subscriptions on this connection" },
  tsRequired: /*i18n*/ { id: "ws.ts_required", message: "A numeric ts is required" },
  done: /*i18n*/ { id: "ws.done", message: "Done" },
  upgradeRequired: /*i18n*/ { id: "ws.upgrade_required", message: "This address only accepts WebSocket connections" },
} satisfies Record<string, MessageDescriptor>;

export type AckText = (typeof ACK_TEXTS)[keyof typeof ACK_TEXTS];

export type Translate = (lang: LanguageCode, descriptor: MessageDescriptor, values?: Values) => string;

/** Until server catalogs are wired, acks go out in the English source text. */
export const sourceText: Translate = (_lang, descriptor) => descriptor.message ?? descriptor.id;
