import { dec } from "#domain/decimal.ts";

const PLAIN = /^(0|[1-9]\d*)(\.\d+)?$/;

function fractionDigits(value: string): number {
  const point = value.indexOf(".");
  return point < 0 ? 0 : value.length - point - 1;
}

/**
 * Exact order of two decimal strings (-1, 0, 1). Prices of one instrument all carry its precision,
 * and two such plain non-negative strings order by length, then by text, which is exact and far
 * cheaper than parsing; any other pair is compared by decimal.js.
 */
export function compareDecimal(a: string, b: string): number {
  if (fractionDigits(a) === fractionDigits(b) && PLAIN.test(a) && PLAIN.test(b)) {
    if (a.length !== b.length) return a.length < b.length ? -1 : 1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  return dec(a).comparedTo(b);
}

export function maxDecimal(a: string, b: string): string {
  return compareDecimal(a, b) >= 0 ? a : b;
}

export function minDecimal(a: string, b: string): string {
  return compareDecimal(a, b) <= 0 ? a : b;
}

const WHOLE = /^\d{1,15}$/;

/** Sum of two volumes. Whole volumes below 10^15 add exactly as integers; anything else via decimal.js. */
export function addDecimal(a: string, b: string): string {
  if (WHOLE.test(a) && WHOLE.test(b)) return String(Number(a) + Number(b));
  return dec(a).plus(b).toString();
}
