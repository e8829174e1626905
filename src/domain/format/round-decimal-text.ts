/**
 * Rounds a decimal string to `places` digits, half away from zero (decimal.js ROUND_HALF_UP), by
 * working on the digits themselves: no float ever touches the price, and the home screen does not
 * need to load decimal.js just to format numbers. Returns null for text that is not a plain decimal.
 */
export function roundDecimalText(value: string, places: number): string | null {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!m || (!m[2] && !m[3])) return null;
  const negative = m[1] === "-";
  const whole = m[2] || "0";
  const frac = m[3] ?? "";
  const kept = frac.slice(0, places).padEnd(places, "0");
  let digits = whole + kept;
  if ((frac[places] ?? "0") >= "5") digits = incrementDigits(digits);
  const cut = digits.length - places;
  const intPart = digits.slice(0, cut).replace(/^0+(?=\d)/, "") || "0";
  const text = places > 0 ? `${intPart}.${digits.slice(cut)}` : intPart;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A decimal string with every digit it has, normalised as roundDecimalText writes it ("+0012.30" → "12.30"); null when it is not a plain decimal. */
export function exactDecimalText(value: string): string | null {
  return roundDecimalText(value, value.split(".")[1]?.length ?? 0);
}

function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}
