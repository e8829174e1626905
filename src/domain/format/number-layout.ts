/**
 * How a language writes a number, read once from Intl: its separators, and the text around the
 * digits for a negative number, zero and a positive one ("-", "+", "%", Arabic's direction marks).
 * Writing a number with it needs no Intl, whose first use costs a phone tens of milliseconds, so a
 * layout kept from an earlier visit lets the first prices show before Intl has been touched.
 */
export interface NumberLayout {
  group: string;
  decimal: string;
  negative: string;
  zero: string;
  positive: string;
}

/** Where the digits go in a layout's texts. */
export const DIGITS = "\u0000";

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

/** The text of a formatted probe with its digits, separators included, replaced by DIGITS. */
function around(parts: Intl.NumberFormatPart[]): string {
  let text = "";
  for (const [index, part] of parts.entries()) {
    if (!NUMBER_PARTS.has(part.type)) text += part.value;
    else if (!NUMBER_PARTS.has(parts[index - 1]?.type ?? "")) text += DIGITS;
  }
  return text;
}

/** The layout of `format` (a formatter with one fraction digit), from three probes: −1,234,567.5, 0 and 1,234,567.5. */
export function readLayout(formatToParts: (text: string) => Intl.NumberFormatPart[]): NumberLayout {
  const negative = formatToParts("-1234567.5");
  const part = (type: string) => negative.find((p) => p.type === type)?.value ?? "";
  return { group: part("group"), decimal: part("decimal"), negative: around(negative), zero: around(formatToParts("0")), positive: around(formatToParts("1234567.5")) };
}

/** Whether a kept value is a layout this module wrote: the text of each case holds the digits once. */
export function isNumberLayout(value: unknown): value is NumberLayout {
  if (typeof value !== "object" || value === null) return false;
  const layout = value as Record<string, unknown>;
  const texts = [layout.negative, layout.zero, layout.positive];
  return typeof layout.group === "string" && typeof layout.decimal === "string" && texts.every((text) => typeof text === "string" && text.split(DIGITS).length === 2);
}

/** A rounded plain decimal ("-1234.50") written in `layout`: the same text Intl writes, digits and all. */
export function applyLayout(layout: NumberLayout, rounded: string): string {
  const negative = rounded.startsWith("-");
  const [whole = "0", fraction = ""] = (negative || rounded.startsWith("+") ? rounded.slice(1) : rounded).split(".");
  const integer = whole.replace(/^0+(?=\d)/, "");
  let grouped = integer.slice(0, ((integer.length - 1) % 3) + 1);
  for (let at = grouped.length; at < integer.length; at += 3) grouped += layout.group + integer.slice(at, at + 3);
  const digits = fraction ? grouped + layout.decimal + fraction : grouped;
  const zero = /^0*$/.test(integer + fraction);
  const text = zero ? layout.zero : negative ? layout.negative : layout.positive;
  return text.replace(DIGITS, digits);
}
