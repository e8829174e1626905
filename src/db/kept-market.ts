import type { Category, Instrument, Quote } from "#domain/instrument.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { answer, readStores } from "./bare-read.ts";
import type { StoredCategory, StoredInstrument } from "./schema.ts";

export interface KeptMarket {
  /** In the server's order. */
  instruments: Instrument[];
  /** Named in the language asked for; empty when none were kept in it. */
  categories: Category[];
  quotes: Quote[];
}

/** The last instrument list, its categories and quotes; undefined when no list was ever kept. */
export function readKeptMarket(lang: LanguageCode): Promise<KeptMarket | undefined> {
  return readStores(["instruments", "categories", "quotes"], async (tx) => {
    const [instruments, categories, quotes] = await Promise.all([
      answer<StoredInstrument[]>(tx.objectStore("instruments").index("Seq").getAll()),
      answer<StoredCategory[]>(tx.objectStore("categories").index("lang").getAll(lang)),
      answer<Quote[]>(tx.objectStore("quotes").getAll()),
    ]);
    if (instruments.length === 0) return undefined;
    const named = categories.sort((a, b) => a.Seq - b.Seq).map(({ Id, NameShowTrans }) => ({ Id, NameShowTrans }));
    return { instruments, categories: named, quotes };
  });
}
