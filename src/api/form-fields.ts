/** A form body from typed fields: optional fields are left out rather than sent empty. */
export function formFields(fields: object): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string" || typeof value === "number") body[key] = value;
  }
  return body;
}
