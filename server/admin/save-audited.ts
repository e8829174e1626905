import type { MessageDescriptor } from "@lingui/core";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { writeAudit } from "./audit-log.ts";

interface Saving<Row extends { id: number }, Shown> {
  find(tx: Db, id: number): Promise<Row | undefined>;
  /** Runs in the transaction before the write, e.g. claiming the pictures the row will show. */
  prepare?(tx: Db): Promise<void>;
  update(tx: Db, id: number): Promise<Row>;
  insert(tx: Db): Promise<Row>;
  show(row: Row): Shown;
  actions: { create: string; update: string };
  recordType: string;
  missing: MessageDescriptor;
}

/** Creates (id null) or changes one configured row under its lock, with the audit line in the same transaction. */
export function saveAudited<Row extends { id: number }, Shown>(db: Db, operatorId: number, id: number | null, saving: Saving<Row, Shown>, now: Date): Promise<Shown> {
  return db.transaction(async (tx) => {
    const before = id === null ? undefined : await saving.find(tx, id);
    if (id !== null && !before) throw new DomainError("not-found", saving.missing, { id });
    await saving.prepare?.(tx);
    const after = before ? await saving.update(tx, before.id) : await saving.insert(tx);
    const action = before ? saving.actions.update : saving.actions.create;
    const shown = saving.show(after);
    await writeAudit(
      tx,
      { operatorId, action, recordType: saving.recordType, recordId: String(after.id), before: before ? saving.show(before) : null, after: shown, reason: null },
      now,
    );
    return shown;
  });
}
