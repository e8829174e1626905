import { count, desc, eq } from "drizzle-orm";
import type { AuditEntry } from "#domain/contract/back-office.ts";
import type { Db } from "../store/db.ts";
import { auditLog, operators } from "../store/schema.ts";

export const PAGE_SIZE = 20;

export interface AuditRecord {
  operatorId: number;
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** Written in the transaction of the action it records, so no action is without its line. */
export async function writeAudit(tx: Db, record: AuditRecord, at: Date): Promise<void> {
  await tx.insert(auditLog).values({ ...record, createdAt: at });
}

/** The audit log, newest first. */
export async function auditPage(db: Db, page: number): Promise<{ data: AuditEntry[]; total: number }> {
  const rows = await db
    .select({ entry: auditLog, operator: operators.login })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .orderBy(desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(auditLog);
  return {
    data: rows.map(({ entry, operator }) => ({
      id: entry.id,
      operator,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
