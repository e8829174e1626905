import type { MessageDescriptor } from "@lingui/core";

/** Texts of Web Push: refusals of a subscription, and the notifications of positions closed by a trigger. */
export const PUSH_MESSAGES = {
  endpointInvalid: /*i18n*/ { id: "server.push_endpoint_invalid", message: "The push endpoint must be an https:// address of a push service" },
  keyInvalid: /*i18n*/ { id: "server.push_key_invalid", message: "The subscription's p256dh key must be a 65-byte P-256 public key in base64url" },
  authInvalid: /*i18n*/ { id: "server.push_auth_invalid", message: "The subscription's auth secret must be 16 bytes in base64url" },
  endpointTaken: /*i18n*/ { id: "server.push_endpoint_taken", message: "This browser gets another account's notifications; log out of that account on it first" },
  subscribed: /*i18n*/ { id: "server.push_subscribed", message: "Notifications are on for this browser" },
  unsubscribed: /*i18n*/ { id: "server.push_unsubscribed", message: "Notifications are off for this browser" },

  stopLossTitle: /*i18n*/ { id: "server.push_stop_loss_title", message: "Stop loss: {code} position closed" },
  takeProfitTitle: /*i18n*/ { id: "server.push_take_profit_title", message: "Take profit: {code} position closed" },
  stopOutTitle: /*i18n*/ { id: "server.push_stop_out_title", message: "Stop-out: {code} position closed" },
  closedBody: /*i18n*/ { id: "server.push_closed_body", message: "{lots} lots closed at {price}. Result: {profit} USD." },
  stopOutBody: /*i18n*/ {
    id: "server.push_stop_out_body",
    message: "Your margin level fell below the stop-out level: {lots} lots closed at {price}. Result: {profit} USD.",
  },
  stopOutManyTitle: /*i18n*/ { id: "server.push_stop_out_many_title", message: "Stop-out: {count} positions closed" },
  stopOutManyBody: /*i18n*/ {
    id: "server.push_stop_out_many_body",
    message: "Your margin level fell below the stop-out level: {count} positions closed. Result: {profit} USD.",
  },
  trailedTitle: /*i18n*/ { id: "server.push_trailed_title", message: "Trailing stop: {code} stop loss moved" },
  trailedBody: /*i18n*/ { id: "server.push_trailed_body", message: "The stop loss of your {lots} lots now stands at {price}." },
  expiredTitle: /*i18n*/ { id: "server.push_expired_title", message: "{code} pending order expired" },
  expiredBody: /*i18n*/ { id: "server.push_expired_body", message: "Your order for {lots} lots at {price} expired unfilled and was cancelled." },
} satisfies Record<string, MessageDescriptor>;
