import type { AreaCode } from "#domain/contract/accounts.ts";

/** Matches a country name, its ISO code, or its calling code typed with or without "+". */
export function filterAreas(areas: readonly AreaCode[], query: string): readonly AreaCode[] {
  const q = query.trim().toLowerCase().replace(/^\+/, "");
  if (!q) return areas;
  if (/^\d+$/.test(q)) return areas.filter((a) => a.global_code.startsWith(q));
  return areas.filter((a) => a.name.toLowerCase().includes(q) || a.code.toLowerCase() === q);
}

/**
 * The area a phone field starts with: the one chosen last time, else the country of the
 * interface language's flag (hk → Hong Kong, de → Germany), else the first of the list.
 */
export function initialArea(areas: readonly AreaCode[], rememberedId: number | null, languageFlag: string): AreaCode | undefined {
  return (
    areas.find((a) => a.id === rememberedId) ??
    areas.find((a) => a.code.toLowerCase() === languageFlag.toLowerCase()) ??
    areas[0]
  );
}
