import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { db } from "../db/db.ts";
import { META_TRADE_LIST_AT, readMeta } from "../db/meta.ts";
import type { Category, Instrument } from "../domain/instrument.ts";
import { localeState } from "../state/locale.ts";
import { refreshCategoriesOnce } from "./refresh-trade-list.ts";

/**
 * The stored instrument list in the server's order. Undefined only until a list was ever stored
 * (the skeleton rows); an empty array means the server listed nothing.
 */
export function useInstruments(): Instrument[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.instruments.orderBy("Seq").toArray();
    if (rows.length) return rows;
    const refreshedAt = await readMeta<number>(db, META_TRADE_LIST_AT);
    return refreshedAt === undefined ? undefined : rows;
  });
}

/** Categories named in the current language; fetched on first need for a newly chosen language. */
export function useCategories(): Category[] | undefined {
  const { lang } = useSnapshot(localeState);
  const rows = useLiveQuery(() => db.categories.where("lang").equals(lang).sortBy("Seq"), [lang]);
  useEffect(() => {
    if (rows?.length === 0) void refreshCategoriesOnce(lang);
  }, [rows, lang]);
  return useMemo(() => (rows?.length ? rows.map(({ Id, NameShowTrans }) => ({ Id, NameShowTrans })) : undefined), [rows]);
}
