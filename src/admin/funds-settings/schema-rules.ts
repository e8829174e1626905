import type { TSchema } from "typebox";

/** The JSON Schema keywords of a string field; TypeBox keeps them on the schema object but not in its type. */
interface StringRules {
  pattern?: string;
  maxLength?: number;
}

const rulesOf = (schema: TSchema) => schema as StringRules;

/** A contract field's pattern, so the form checks exactly what the server will. */
export function schemaPattern(schema: TSchema): RegExp {
  const { pattern } = rulesOf(schema);
  if (pattern === undefined) throw new Error("the field has no pattern");
  return new RegExp(pattern);
}

export function schemaMaxLength(schema: TSchema): number | undefined {
  return rulesOf(schema).maxLength;
}
