import { eq } from "drizzle-orm";
import type { CreateAlertRequest } from "#domain/contract/alerts.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { Db } from "#server/store/db.ts";
import { instruments } from "#server/store/schema.ts";
import { ALERT_MESSAGES } from "./alert-messages.ts";
import type { AlertFields } from "./alert-repo.ts";

/** A create's or an edit's fields, checked beyond their shape: a known instrument, a level above zero, an expiry to come. */
export async function checkedAlert(db: Db, input: CreateAlertRequest, now: Date): Promise<AlertFields> {
  const [instrument] = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.id, input.forex_id));
  if (!instrument) throw new DomainError("not-found", ALERT_MESSAGES.unknownInstrument, { id: input.forex_id });
  if (!(Number(input.level) > 0)) throw new DomainError("invalid", ALERT_MESSAGES.levelNotPositive);
  const expiresAt = input.expires_at ? new Date(input.expires_at * 1000) : null;
  if (expiresAt && expiresAt <= now) throw new DomainError("invalid", ALERT_MESSAGES.expiryPast);
  return { instrumentId: instrument.id, watch: input.watch, direction: input.direction, level: input.level, repeat: input.repeat, expiresAt };
}
