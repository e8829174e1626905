import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import type { AreaCode } from "#domain/contract/accounts.ts";
import { languageRecord, type LanguageCode } from "#domain/locales.ts";

export interface Area {
  id: number;
  /** ISO 3166-1 alpha-2 (or a libphonenumber region such as AC, Ascension Island). */
  code: CountryCode;
  global_code: string;
}

/**
 * A stable id from the two letters (AA = 1 … ZZ = 676), so an area keeps its id when the
 * phone metadata gains or drops regions.
 */
export function areaIdOf(code: string): number {
  return (code.charCodeAt(0) - 65) * 26 + (code.charCodeAt(1) - 65) + 1;
}

const AREAS: readonly Area[] = getCountries().map((code) => ({ id: areaIdOf(code), code, global_code: getCountryCallingCode(code) }));
const BY_ID = new Map(AREAS.map((area) => [area.id, area]));

export function areaById(id: number): Area | undefined {
  return BY_ID.get(id);
}

const listsByLanguage = new Map<LanguageCode, AreaCode[]>();

/** Every region with its calling code, named and sorted in the caller's language. */
export function areaList(lang: LanguageCode): AreaCode[] {
  let list = listsByLanguage.get(lang);
  if (!list) {
    const { locale } = languageRecord(lang);
    const names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
    const collator = new Intl.Collator(locale);
    list = AREAS.map((area) => ({ ...area, name: names.of(area.code) ?? area.code })).sort((a, b) => collator.compare(a.name, b.name));
    listsByLanguage.set(lang, list);
  }
  return list;
}
