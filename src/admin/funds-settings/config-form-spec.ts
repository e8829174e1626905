import type { MessageDescriptor } from "@lingui/core";
import type { TObject } from "typebox";
import type { FoundProblems } from "#forms/use-form-problems.ts";
import { schemaMaxLength } from "./schema-rules.ts";

export interface FieldSpec<Field extends string> {
  key: Field;
  label: MessageDescriptor;
  /** Read character by character: codes, addresses, account numbers. */
  mono?: boolean;
  /** Free text that may run to several lines. */
  multiline?: boolean;
  inputMode?: "decimal";
  placeholder?: string;
  /** A closed list to pick from instead of typing: each value with its name (a message, or a name read alike in every language). */
  choices?: readonly FieldChoice[];
  /** Whether the field means anything for the values chosen so far (a network only for crypto). */
  applies?: (values: ConfigValues<Field>) => boolean;
}

export interface FieldChoice {
  value: string;
  label: MessageDescriptor | string;
}

/** A configured row as its form edits it: every field as typed, and whether users may choose it. */
export type ConfigValues<Field extends string> = Record<Field, string> & { enabled: boolean };

/** A saved row as the server lists it: its fields by the same names, numbers for choices made by number. */
export type SavedRow<Field extends string> = Record<Field, string | number> & { enabled: boolean };

/** How one kind of configured row (a coin channel, a wire bank account) is edited, checked and sent. */
export interface ConfigFormSpec<Field extends string, Input> {
  /** The contract's body, which gives each field its longest length. */
  schema: TObject;
  fields: readonly FieldSpec<Field>[];
  problems: (values: ConfigValues<Field>) => FoundProblems<Field>;
  input: (values: ConfigValues<Field>) => Input;
}

/** A new row: every field empty or on its first choice, open to users once saved. */
export function emptyValues<Field extends string>(spec: ConfigFormSpec<Field, unknown>): ConfigValues<Field> {
  const first = new Map(spec.fields.map((field) => [field.key, field.choices?.[0]?.value ?? ""]));
  return { ...fieldValues(spec, (key) => first.get(key) ?? ""), enabled: true };
}

/** A saved row's values, read by the fields' names (the contract names them alike in both directions). */
export function savedValues<Field extends string>(spec: ConfigFormSpec<Field, unknown>, saved: SavedRow<Field>): ConfigValues<Field> {
  return { ...fieldValues(spec, (key) => String(saved[key])), enabled: saved.enabled };
}

function fieldValues<Field extends string>(spec: ConfigFormSpec<Field, unknown>, value: (key: Field) => string): Record<Field, string> {
  return Object.fromEntries(spec.fields.map(({ key }) => [key, value(key)])) as Record<Field, string>;
}

export function fieldMaxLength(spec: Pick<ConfigFormSpec<string, unknown>, "schema">, key: string): number | undefined {
  const property = spec.schema.properties[key];
  return property ? schemaMaxLength(property) : undefined;
}
