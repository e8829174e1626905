import { i18n } from "@lingui/core";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A time (ISO 8601 or ms) as the user's language writes a short date and time; "--" when unreadable. */
export function formatDateTime(value: string | number, locale = i18n.locale): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return "--";
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "medium" });
    formats.set(locale, format);
  }
  return format.format(time);
}
