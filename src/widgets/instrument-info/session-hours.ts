import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { SessionKind } from "#domain/instrument.ts";

/** When each kind of market trades, as the server's session rules (server/market/sessions.ts) open it. */
export const SESSION_HOURS: Record<SessionKind, MessageDescriptor> = {
  fx: msg`Sunday 22:00 to Friday 22:00 UTC`,
  crypto: msg`Every day, around the clock`,
  metals: msg`Sunday 23:00 to Friday 22:00 UTC, with a break from 22:00 to 23:00 UTC each day`,
  energy: msg`Sunday 23:00 to Friday 22:00 UTC, with a break from 22:00 to 23:00 UTC each day`,
  us_equity: msg`Monday to Friday, 9:30 to 16:00 New York time`,
  eu_equity: msg`Monday to Friday, 8:00 to 16:30 Frankfurt time`,
  asia_equity: msg`Monday to Friday, 9:00 to 11:30 and 12:30 to 15:30 Tokyo time`,
};
