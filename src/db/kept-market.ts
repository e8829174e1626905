import type { Category, Instrument, Quote } from "#domain/instrument.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { answer, readStores } from "./bare-read.ts";
import type { StoredCategory, StoredInstrument } from "./schema.ts";

export interface KeptMarket {
  /** In the server's order. */
  instruments: Instrument[];
  /** The category names kept in every language, each language's in the server's order. */
  categories: StoredCategory[];
  quotes: Quote[];
}

/**
 * The last instrument list, its categories and quotes; undefined when no list was ever kept.
 * Every language's categories are read, so the read can start before the page knows its language.
 */
export function readKeptMarket(): Promise<KeptMarket | undefined> {
  return readStores(["instruments", "categories", "quotes"], async (tx) => {
    const [instruments, categories, quotes] = await Promise.all([
      answer<StoredInstrument[]>(tx.objectStore("instruments").index("Seq").getAll()),
      answer<StoredCategory[]>(tx.objectStore("categories").getAll()),
      answer<Quote[]>(tx.objectStore("quotes").getAll()),
    ]);
    if (instruments.length === 0) return undefined;
    return { instruments, categories: categories.sort((a, b) => a.Seq - b.Seq), quotes };
  });
}

/** The kept categories named in `lang`; empty when none were kept in it. */
export function keptCategoriesIn(market: KeptMarket, lang: LanguageCode): Category[] {
  return market.categories.filter((category) => category.lang === lang).map(({ Id, NameShowTrans }) => ({ Id, NameShowTrans }));
}
