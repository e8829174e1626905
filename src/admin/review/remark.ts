/** A remark as the operator typed it: trimmed, null when empty, and whether an empty one may be sent. */
export function remarkOf(text: string, required: boolean): { remark: string | null; missing: boolean } {
  const remark = text.trim() || null;
  return { remark, missing: required && remark === null };
}
