import { parsePhoneNumberFromString } from "libphonenumber-js";
import { areaById, areaIdOf, type Area } from "./area-codes.ts";

/** Local part and domain with a dot; the rest is left to the code sent to the address. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/;
const EMAIL_MAX = 254;

/** Lower-cased and trimmed, or null when it is not an e-mail address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : null;
}

export interface Mobile {
  area: Area;
  /** National significant number: digits, without the trunk prefix (the leading 0 of many countries). */
  number: string;
}

/**
 * A mobile number in the area's numbering plan. Spaces, dashes, dots and brackets are ignored; a
 * number typed with its international prefix must match the area.
 */
export function normalizeMobile(areaId: number, raw: string): Mobile | "unknown-area" | null {
  const area = areaById(areaId);
  if (!area) return "unknown-area";
  const phone = parsePhoneNumberFromString(raw.replace(/[\s\-.()]/g, ""), area.code);
  if (!phone?.isPossible() || phone.countryCallingCode !== area.global_code) return null;
  return { area, number: phone.nationalNumber };
}

/** A number typed with its "+" prefix names its own area; used when the log-in form sends no area. */
export function internationalMobile(raw: string): Mobile | null {
  const phone = parsePhoneNumberFromString(raw.replace(/[\s\-.()]/g, ""));
  if (!phone?.country || !phone.isPossible()) return null;
  const area = areaById(areaIdOf(phone.country));
  return area ? { area, number: phone.nationalNumber } : null;
}

/** Digits only, without the leading zeros of a trunk prefix: how a number is looked up when no area is given. */
export function bareDigits(raw: string): string {
  return raw.replace(/\D/g, "").replace(/^0+/, "");
}

export function e164(mobile: Mobile): string {
  return `+${mobile.area.global_code}${mobile.number}`;
}
