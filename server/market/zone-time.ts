const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Offsets are looked up once per block of this length and reused inside it. */
const BLOCK_MS = 15 * MINUTE_MS;
const MAX_CACHED_BLOCKS = 20_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Milliseconds to add to a UTC instant to get the wall-clock time in `timeZone` (DST included). */
function exactOffset(timeZone: string, atMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(atMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(atMs / 1000) * 1000;
}

/**
 * Intl lookups cost microseconds and history generation asks millions of times, so the offset is
 * cached per 15-minute block. A block is cached only when its first and last millisecond agree,
 * so a DST change inside a block falls back to the exact lookup.
 */
function zoneOffset(timeZone: string, atMs: number): number {
  if (timeZone === "UTC") return 0;
  const block = Math.floor(atMs / BLOCK_MS);
  let cache = offsetCache.get(timeZone);
  if (!cache) offsetCache.set(timeZone, (cache = new Map()));
  const cached = cache.get(block);
  if (cached !== undefined) return cached;
  const start = exactOffset(timeZone, block * BLOCK_MS);
  if (start !== exactOffset(timeZone, (block + 1) * BLOCK_MS - 1)) return exactOffset(timeZone, atMs);
  if (cache.size >= MAX_CACHED_BLOCKS) cache.clear();
  cache.set(block, start);
  return start;
}

/** Minutes since Sunday 00:00 on the wall clock of `timeZone` (0 … 10079). */
export function minuteOfWeek(timeZone: string, atMs: number): number {
  const local = atMs + zoneOffset(timeZone, atMs);
  const day = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 has weekday 4 when Sunday is 0.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday * 1440 + Math.floor((local - day * DAY_MS) / MINUTE_MS);
}
