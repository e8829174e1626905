import { asc, eq } from "drizzle-orm";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { SwapRateConfig, SwapRateInput } from "#domain/contract/back-office-swap.ts";
import { dec } from "#domain/decimal.ts";
import { ADMIN_MESSAGES } from "../i18n/admin-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { instruments } from "../store/schema.ts";
import { writeAudit } from "./audit-log.ts";

const columns = {
  id: instruments.id,
  code: instruments.code,
  mode: instruments.swapMode,
  long: instruments.swapLong,
  short: instruments.swapShort,
  triple_day: instruments.swapTripleDay,
};

/** Every instrument's swap rates, in the catalog's order. */
export function swapRates(db: Db): Promise<SwapRateConfig[]> {
  return db.select(columns).from(instruments).orderBy(asc(instruments.sortOrder));
}

/**
 * Sets one instrument's swap rates under its row lock, with the audit line in the same transaction.
 * Rates are stored as plain decimals ("-06.50" is "-6.5"), so the audit shows what changed.
 */
export function saveSwapRate(db: Db, operatorId: number, id: number, input: SwapRateInput, now: Date): Promise<SwapRateConfig> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(instruments).where(eq(instruments.id, id)).for("update");
    if (!before) throw new DomainError("not-found", ADMIN_MESSAGES.instrumentNotFound, { id });
    const rates = { swapMode: input.mode, swapLong: dec(input.long).toFixed(), swapShort: dec(input.short).toFixed(), swapTripleDay: input.triple_day };
    const [after] = await tx.update(instruments).set(rates).where(eq(instruments.id, id)).returning(columns);
    await writeAudit(tx, { operatorId, action: AUDIT_ACTIONS.swapRateUpdate, recordType: "instrument", recordId: String(id), before, after, reason: null }, now);
    return after!;
  });
}
