import type { Period } from "#domain/instrument.ts";
import type { PipwiseDb } from "./schema.ts";

/** Keys of the meta table; values are plain data. */
export const META_TRADE_LIST_AT = "tradeListRefreshedAt";
export const META_BASIC_INFO = "basicInfo";
/** When the latest candles of one series were fetched (ms). */
export const candlesFetchedAtKey = (code: string, period: Period) => `candlesFetchedAt|${code}|${period}`;

export async function readMeta<T>(db: PipwiseDb, key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

export async function writeMeta(db: PipwiseDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
