const SCALES = Array.from({ length: 16 }, (_, digits) => 10 ** digits);

/**
 * A model price as a decimal string with `digits` decimals (1.085234 at 5 → "1.08523"). Rounding
 * to whole units of the last decimal is monotonic, so a high stays the high; formatting whole
 * numbers is several times cheaper than `toFixed`, which matters for millions of history candles.
 */
export function formatPrice(price: number, digits: number): string {
  const text = String(Math.round(price * SCALES[digits]!));
  if (digits === 0) return text;
  const padded = text.length > digits ? text : "0".repeat(digits + 1 - text.length) + text;
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
