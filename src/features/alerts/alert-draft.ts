import type { AlertRepeat, AlertWatch } from "#domain/alerts/alert-kinds.ts";
import type { AlertDirection } from "#domain/alerts/alert-crossing.ts";
import type { CreateAlertRequest, PriceAlert } from "#domain/contract/alerts.ts";
import { DECIMAL_TEXT } from "#domain/contract/fields.ts";

/** How long a new alert watches: never ending, or for a while from now. */
export const EXPIRIES = { never: 0, hour: 3600, day: 86_400, week: 604_800 } as const;
export type Expiry = keyof typeof EXPIRIES | "kept";

/** The form's fields as typed. */
export interface AlertDraft {
  forexId: number;
  watch: AlertWatch;
  direction: AlertDirection;
  level: string;
  repeat: AlertRepeat;
  expiry: Expiry;
}

/**
 * A new alert's draft; a level given with fewer decimals than the instrument's `digits` is written
 * out to them (the address drops a price's trailing zeros: 1.16000 arrives as 1.16).
 */
export function newDraft(forexId: number, level = "", digits?: number): AlertDraft {
  const decimals = level.split(".")[1]?.length ?? 0;
  const shown = digits !== undefined && levelIsValid(level) && decimals < digits ? `${level.includes(".") ? level : `${level}.`}${"0".repeat(digits - decimals)}` : level;
  return { forexId, watch: "bid", direction: "above", level: shown, repeat: "once", expiry: "never" };
}

export function draftOf(alert: PriceAlert): AlertDraft {
  return { forexId: alert.ForexId, watch: alert.Watch, direction: alert.Direction, level: alert.Level, repeat: alert.Repeat, expiry: alert.ExpiresAt ? "kept" : "never" };
}

const LEVEL = new RegExp(DECIMAL_TEXT);

/** Whether the level can be sent: a positive decimal as the server reads it. */
export function levelIsValid(level: string): boolean {
  return LEVEL.test(level) && Number(level) > 0;
}

/** The request of a draft at `nowSeconds`; an edit that keeps its expiry sends the one it had. */
export function requestOf(draft: AlertDraft, nowSeconds: number, keptExpiry: number | null): CreateAlertRequest {
  const expires = draft.expiry === "kept" ? (keptExpiry ?? 0) : EXPIRIES[draft.expiry] && nowSeconds + EXPIRIES[draft.expiry];
  return { forex_id: draft.forexId, watch: draft.watch, direction: draft.direction, level: draft.level, repeat: draft.repeat, ...(expires ? { expires_at: expires } : {}) };
}
