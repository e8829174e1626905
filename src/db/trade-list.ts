import type { LanguageCode } from "#domain/locales.ts";
import type { Category, Instrument } from "#domain/instrument.ts";
import { withServerOrder } from "#domain/server-order.ts";
import { META_TRADE_LIST_AT } from "./meta.ts";
import type { PipwiseDb } from "./schema.ts";

export interface TradeListAnswer {
  instruments: readonly Instrument[];
  categories: readonly Category[];
  lang: LanguageCode;
  fetchedAt: number;
}

/**
 * Replaces the catalog with the server's answer in one transaction, so a reader never sees half
 * a list; instruments the server no longer lists disappear.
 */
export async function storeTradeList(db: PipwiseDb, answer: TradeListAnswer): Promise<void> {
  await db.transaction("rw", db.instruments, db.categories, db.meta, async () => {
    await db.instruments.clear();
    await db.instruments.bulkPut(withServerOrder(answer.instruments));
    await storeCategoriesRows(db, answer.lang, answer.categories);
    await db.meta.put({ key: META_TRADE_LIST_AT, value: answer.fetchedAt });
  });
}

async function storeCategoriesRows(db: PipwiseDb, lang: LanguageCode, categories: readonly Category[]) {
  await db.categories.where("lang").equals(lang).delete();
  await db.categories.bulkPut(categories.map((c, Seq) => ({ lang, Id: c.Id, NameShowTrans: c.NameShowTrans, Seq })));
}

/** Categories alone, when only the language changed. */
export async function storeCategories(db: PipwiseDb, lang: LanguageCode, categories: readonly Category[]): Promise<void> {
  await db.transaction("rw", db.categories, () => storeCategoriesRows(db, lang, categories));
}
