import { Type, type Static } from "typebox";
import { Text } from "./fields.ts";

/**
 * Web Push (the user centre's notifications). A browser subscribes with the key from /api/push/key
 * and sends its PushSubscription JSON; the server keeps it, with the caller's `lang`, until the
 * browser unsubscribes or the push service says it is gone. Session required, demo accounts too.
 */

/** GET /api/push/key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
export const PushKeyResponse = Type.Object({ public_key: Type.String() });
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** POST /api/push/subscribe (JSON): `PushSubscription.toJSON()`. Shapes are checked here, their meaning by the server. */
export const PushSubscribeRequest = Type.Object({
  endpoint: Text({ minLength: 1, maxLength: 2048 }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({ p256dh: Text({ minLength: 1, maxLength: 200 }), auth: Text({ minLength: 1, maxLength: 100 }) }),
});
export type PushSubscribeRequest = Static<typeof PushSubscribeRequest>;

/** POST /api/push/unsubscribe (JSON): forgets this browser's subscription, if it is the caller's. */
export const PushUnsubscribeRequest = Type.Object({ endpoint: Text({ minLength: 1, maxLength: 2048 }) });
export type PushUnsubscribeRequest = Static<typeof PushUnsubscribeRequest>;
