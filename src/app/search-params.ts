/** Loose readers for query parameters: a bad value is dropped rather than breaking the page. */

export function positiveInt(raw: unknown): number | undefined {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function text(raw: unknown): string | undefined {
  if (typeof raw === "number") return String(raw);
  return typeof raw === "string" && raw.trim() ? raw : undefined;
}

/** /mine/withdraw-way: 1 crypto address (default), 2 bank. */
export function withdrawWayType(raw: unknown): 1 | 2 {
  return positiveInt(raw) === 2 ? 2 : 1;
}
