const layouts = new Map<string, Intl.NumberFormat>();

export type SignDisplay = "negative" | "exceptZero";
/** "percent" reads the decimal as a number of percent and writes the "%" where the language puts it: "12,5 %" in French, "%12,5" in Turkish. */
export type NumberStyle = "decimal" | "percent";

/**
 * An already rounded plain decimal ("-1234.50") written with the separators of `locale` (a BCP-47
 * tag): "-1,234.50" in English, "-1.234,50" in German. The digits were rounded on the text, so
 * Intl only lays them out: it reads a string exactly and gets as many fraction digits as it has.
 * Latin digits in every language and a group in every number of four digits or more, so prices and
 * money line up the same on every screen; a zero never shows a sign. Before a language is active
 * (an empty locale), the source language's rules apply, as its messages do.
 */
export function layOutDecimal(rounded: string, locale: string, sign: SignDisplay = "negative", style: NumberStyle = "decimal"): string {
  const places = rounded.split(".")[1]?.length ?? 0;
  const key = `${locale}|${places}|${sign}|${style}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = new Intl.NumberFormat(locale || "en", {
      style,
      numberingSystem: "latn",
      useGrouping: "always",
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      signDisplay: sign,
    });
    layouts.set(key, layout);
  }
  // Intl's percent multiplies by 100: the exponent divides the text by 100 without a float.
  const exact = style === "percent" ? `${rounded}e-2` : rounded;
  return layout.format(exact as Intl.StringNumericLiteral);
}
