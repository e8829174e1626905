import type { TSchema } from "typebox";
import { Value } from "typebox/value";

/** A 22-character upload id, as an uploaded picture's url ends. */
const UPLOAD_ID = "AbCdEfGhIjKlMnOpQrStUv";

/**
 * Values a person would send, tried in order until one fits a field's schema: what the sweep sends
 * in the fields it is not testing. A schema none of them fits needs one more here.
 */
const CANDIDATES: readonly unknown[] = [
  1, 2, 100, 0, true, 1.5, "1", "0.01", "2", "abc", "Harbour Bank", "a@example.com", "123456", "91234567", "HRBRGB2L", "USDT", "TRC20", "USD", "EUR", "1min",
  `/api/common/upload/${UPLOAD_ID}`, UPLOAD_ID, "https://example.com/", "https://push.example.com/endpoint", "2026-01-01", "12:00", "en", "hk",
  "ABCD-EFGH-JKMN-PQRS", "A".repeat(43), "a".repeat(64), "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", "a".repeat(16),
  [1], [1, 2], ["1"], [{ lang: "en", title: "abc", desc: "abc", content: "abc" }], null, { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" },
];

/** The first of its choices, else the first candidate `schema` accepts; undefined when none does. */
export function plausibleValue(schema: TSchema): unknown {
  const choices = (schema as { enum?: unknown[] }).enum;
  if (choices?.length) return choices[0];
  return CANDIDATES.find((candidate) => Value.Check(schema, candidate));
}

/** Each property of an object schema with a value it accepts; the names no candidate fits are listed apart. */
export function plausibleFields(schema: TSchema): { fields: Record<string, unknown>; unfit: string[] } {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  const fields: Record<string, unknown> = {};
  const unfit: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const value = plausibleValue(property);
    if (value === undefined) unfit.push(name);
    else fields[name] = value;
  }
  return { fields, unfit };
}
