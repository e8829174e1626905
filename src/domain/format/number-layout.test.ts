import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locales.ts";
import { adoptKeptLayouts, layOutDecimal, readLayouts, type NumberStyle, type SignDisplay } from "./lay-out-decimal.ts";
import { DIGITS, isNumberLayout } from "./number-layout.ts";

const formats = new Map<string, Intl.NumberFormat>();

/** What Intl itself writes for a rounded decimal text, as the layouts must. */
function intlWrites(rounded: string, locale: string, sign: SignDisplay, style: NumberStyle): string {
  const places = rounded.split(".")[1]?.length ?? 0;
  const key = `${locale}|${sign}|${style}|${places}`;
  const intl = formats.get(key) ?? new Intl.NumberFormat(locale || "en", { style, numberingSystem: "latn", useGrouping: "always", minimumFractionDigits: places, maximumFractionDigits: places, signDisplay: sign });
  formats.set(key, intl);
  return intl.format((style === "percent" ? `${rounded}e-2` : rounded) as Intl.StringNumericLiteral);
}

const rounded = fc
  .tuple(fc.constantFrom("", "-"), fc.oneof(fc.constant("0"), fc.bigInt({ min: 1n, max: 10n ** 15n }).map(String)), fc.integer({ min: 0, max: 8 }), fc.boolean())
  .chain(([sign, whole, places, zeros]) => (places ? fc.stringMatching(new RegExp(`^[0-9]{${places}}$`)).map((digits) => (zeros ? "0".repeat(places) : digits)) : fc.constant("")).map((fraction) => `${sign}${zeros ? "0" : whole}${fraction ? `.${fraction}` : ""}`));

const LOCALES = ["", ...LANGUAGES.map((language) => language.locale)];
const SIGNS: SignDisplay[] = ["negative", "exceptZero"];
const STYLES: NumberStyle[] = ["decimal", "percent"];

describe("number layouts", () => {
  it("write what Intl writes, in every language, sign display and style", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(rounded, fc.constantFrom(...LOCALES), fc.constantFrom(...SIGNS), fc.constantFrom(...STYLES), (text, locale, sign, style) => {
        expect(layOutDecimal(text, locale, sign, style)).toBe(intlWrites(text, locale, sign, style));
      }),
      { numRuns: 2000 },
    );
  });

  it("are kept as plain data the next visit can use, and nothing else kept is", () => {
    layOutDecimal("-1234.5", "de");
    const kept = readLayouts();
    expect(kept["de|negative|decimal"]).toEqual({ group: ".", decimal: ",", negative: `-${DIGITS}`, zero: DIGITS, positive: DIGITS });
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
    expect(isNumberLayout({ group: ".", decimal: ",", negative: "-", zero: DIGITS, positive: DIGITS })).toBe(false);
    expect(isNumberLayout("1,234.5")).toBe(false);
  });

  it("use a kept layout without asking Intl", () => {
    const kept = { "xx-kept|negative|decimal": { group: "'", decimal: ".", negative: `−${DIGITS}`, zero: DIGITS, positive: DIGITS } };
    adoptKeptLayouts(kept, () => {});
    expect(layOutDecimal("-1234567.25", "xx-kept")).toBe("−1'234'567.25");
  });
});
