/**
 * One line of what an audit entry records. A side is undefined when its snapshot does not carry
 * the field: a field only in `before` is context (the record as the operator saw it), not a removal.
 */
export interface AuditChange {
  /** Null when the snapshots are single values rather than objects of fields. */
  field: string | null;
  before?: string;
  after?: string;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readable(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A field's side: "" where the record did not exist (created, deleted), undefined where the snapshot leaves the field out. */
function side(snapshot: Fields | null, field: string): string | undefined {
  if (!snapshot) return "";
  return field in snapshot ? readable(snapshot[field]) : undefined;
}

/** What an audit entry's action changed, field by field, from its before and after snapshots; unchanged fields left out. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const absent = (value: unknown) => value === undefined || value === null;
  const was = isFields(before) ? before : null;
  const is = isFields(after) ? after : null;
  if ((!was && !absent(before)) || (!is && !absent(after))) {
    const [b, a] = [readable(before), readable(after)];
    return b === a ? [] : [{ field: null, before: b, after: a }];
  }
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields
    .map((field) => ({ field, before: side(was, field), after: side(is, field) }))
    // A field one side leaves out and the other leaves empty says nothing.
    .filter((change) => (change.before ?? "") !== (change.after ?? ""));
}
