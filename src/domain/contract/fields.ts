import { Type, type TUnsafe } from "typebox";

/**
 * Building blocks of the HTTP contract. Only TypeBox's `Type` builder is imported here: these
 * files are part of the PWA's first load, and a validator must not come with them.
 */

/**
 * No C0 or C1 control character and no DEL in any text parameter: none belongs in a name, code or
 * password, and PostgreSQL refuses NUL outright.
 */
export const CONTROL_CHARACTERS = "\\u0000-\\u001f\\u007f-\\u009f";
export const NO_CONTROL_CHARACTERS = `^[^${CONTROL_CHARACTERS}]*$`;

/** Digits as an integer travels in a query or a form: no sign, no leading zero, no exponent, at most ten digits. */
export const STRICT_INTEGER = /^(0|[1-9][0-9]{0,9})$/;

/** A positive decimal as a trader types it: no sign, no exponent, at most 10 decimals. */
export const DECIMAL_TEXT = "^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,10})?$";

export const INT32_MAX = 2_147_483_647;

export function Text(options: { minLength?: number; maxLength: number }) {
  return Type.String({ ...options, pattern: NO_CONTROL_CHARACTERS });
}

/** Text of several lines (Markdown): tabs and line breaks, but no other control character, NUL above all. */
export function MultilineText(options: { minLength?: number; maxLength: number }) {
  return Type.String({ ...options, pattern: "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$" });
}

/** A database id: a positive 32-bit integer. */
export function Id() {
  return Type.Integer({ minimum: 1, maximum: INT32_MAX });
}

/** One of a few integer codes, typed as their union (`1 | 2`). */
export function IntegerChoice<const T extends number>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: "integer", enum: [...values] });
}

/** One of a few strings, typed as their union. */
export function TextChoice<const T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: "string", enum: [...values] });
}
