import { applyLayout, isNumberLayout, readLayout, type NumberLayout } from "./number-layout.ts";

const layouts = new Map<string, NumberLayout>();
let onNewLayout: (() => void) | undefined;

export type SignDisplay = "negative" | "exceptZero";
/** "percent" reads the decimal as a number of percent and writes the "%" where the language puts it: "12,5 %" in French, "%12,5" in Turkish. */
export type NumberStyle = "decimal" | "percent";

function layoutFor(locale: string, sign: SignDisplay, style: NumberStyle): NumberLayout {
  const key = `${locale}|${sign}|${style}`;
  let layout = layouts.get(key);
  if (!layout) {
    const intl = new Intl.NumberFormat(locale || "en", {
      style,
      numberingSystem: "latn",
      useGrouping: "always",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: sign,
    });
    // Intl's percent multiplies by 100: the exponent divides the text by 100 without a float.
    layout = readLayout((text) => intl.formatToParts((style === "percent" ? `${text}e-2` : text) as Intl.StringNumericLiteral));
    layouts.set(key, layout);
    onNewLayout?.();
  }
  return layout;
}

/**
 * An already rounded plain decimal ("-1234.50") written with the separators of `locale` (a BCP-47
 * tag): "-1,234.50" in English, "-1.234,50" in German. The digits were rounded on the text and are
 * laid out as they are, as Intl lays out a string: as many fraction digits as it has. Latin digits
 * in every language and a group in every number of four digits or more, so prices and money line up
 * the same on every screen; a zero never shows a sign. Before a language is active (an empty
 * locale), the source language's rules apply, as its messages do.
 */
export function layOutDecimal(rounded: string, locale: string, sign: SignDisplay = "negative", style: NumberStyle = "decimal"): string {
  return applyLayout(layoutFor(locale, sign, style), rounded);
}

/** The layouts read so far, by locale, sign and style: for the device to keep. */
export function readLayouts(): Record<string, NumberLayout> {
  return Object.fromEntries(layouts);
}

/** Layouts kept from an earlier visit, used instead of asking Intl; anything else kept is ignored. */
export function adoptKeptLayouts(kept: Record<string, unknown>, whenNew: () => void): void {
  for (const [key, layout] of Object.entries(kept)) if (isNumberLayout(layout) && !layouts.has(key)) layouts.set(key, layout);
  onNewLayout = whenNew;
}
