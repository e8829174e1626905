import { Type, type Static } from "typebox";
import { ALERT_REPEATS, ALERT_STATUSES, ALERT_WATCHES } from "../alerts/alert-kinds.ts";
import { DECIMAL_TEXT, Id, INT32_MAX, TextChoice } from "./fields.ts";

/**
 * The price alerts (/api/alerts): a user's alerts on an instrument's bid, ask or change since the
 * hour's or the day's open, evaluated by the server on every tick and told by Web Push and in the
 * open app. Session required, demo accounts too. Levels are decimal strings; a change's level is a
 * percent, its direction says rise or fall.
 */

/** What an alert is set to; the edit replaces all of it and arms the alert afresh. */
const AlertFields = {
  forex_id: Id(),
  watch: TextChoice(ALERT_WATCHES),
  direction: TextChoice(["above", "below"] as const),
  level: Type.String({ maxLength: 23, pattern: DECIMAL_TEXT }),
  repeat: TextChoice(ALERT_REPEATS),
  /** When the alert stops watching, in epoch seconds; left out (or 0) it never does. */
  expires_at: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
};

/** POST /api/alerts/create. */
export const CreateAlertRequest = Type.Object(AlertFields);
export type CreateAlertRequest = Static<typeof CreateAlertRequest>;

/** POST /api/alerts/edit: one of the caller's alerts, set anew. */
export const EditAlertRequest = Type.Object({ id: Id(), ...AlertFields });
export type EditAlertRequest = Static<typeof EditAlertRequest>;

/** POST /api/alerts/delete. */
export const AlertIdRequest = Type.Object({ id: Id() });
export type AlertIdRequest = Static<typeof AlertIdRequest>;

/** One alert as the list shows it. */
export const PriceAlert = Type.Object({
  Id: Type.Integer(),
  ForexId: Type.Integer(),
  Code: Type.String(),
  ShowCode: Type.String(),
  PricePrecision: Type.Integer(),
  Watch: TextChoice(ALERT_WATCHES),
  Direction: TextChoice(["above", "below"] as const),
  Level: Type.String(),
  Repeat: TextChoice(ALERT_REPEATS),
  ExpiresAt: Type.Union([Type.Integer(), Type.Null()]),
  /** active: watching; fired: a once-alert that fired (kept in the list); expired: past its expiry. */
  Status: TextChoice(ALERT_STATUSES),
  /** The last time it fired (epoch seconds) and the value it fired at. */
  FiredAt: Type.Union([Type.Integer(), Type.Null()]),
  FiredValue: Type.Union([Type.String(), Type.Null()]),
  FiredCount: Type.Integer(),
});
export type PriceAlert = Static<typeof PriceAlert>;
