/** Calendar days in a time zone, without a time-zone library: the offsets come from Intl. */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    formats.set(zone, format);
  }
  return format;
}

/** Whether Intl knows the IANA zone (an unknown one throws a RangeError). */
export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(zone: string, instant: number): CalendarDay & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(zone: string, instant: number): number {
  const clock = wallClock(zone, instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The day `instant` falls on in the zone. */
export function dayIn(zone: string, instant: number): CalendarDay {
  const { year, month, day } = wallClock(zone, instant);
  return { year, month, day };
}

/** The day `days` after (or before) `from`, by the calendar. */
export function addDays(from: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The instant the day starts in the zone. The offset is read twice: once at UTC midnight, then at
 * the instant that gives, since a daylight-saving change between the two moves it.
 */
export function startOfDay(zone: string, { year, month, day }: CalendarDay): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const first = utcMidnight - offsetAt(zone, utcMidnight);
  const second = utcMidnight - offsetAt(zone, first);
  return second === first ? first : Math.min(first, second);
}

/** "2026-11-27" as a calendar day, when it is one. */
export function parseDay(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const back = addDays(day, 0);
  return back.year === day.year && back.month === day.month && back.day === day.day ? day : undefined;
}

export const dayText = ({ year, month, day }: CalendarDay) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
