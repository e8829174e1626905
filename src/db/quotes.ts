import type { Quote } from "#domain/instrument.ts";
import type { PipwiseDb } from "./schema.ts";

/**
 * Stores the quotes that are newer than what is stored (the socket may already have written a
 * later price than an HTTP answer that was in flight). Returns the ones written.
 */
export async function storeQuotesIfNewer(db: PipwiseDb, quotes: readonly Quote[]): Promise<Quote[]> {
  return db.transaction("rw", db.quotes, async () => {
    const stored = await db.quotes.bulkGet(quotes.map((q) => q.Code));
    const newer = quotes.filter((quote, i) => !stored[i] || stored[i]!.Time < quote.Time);
    await db.quotes.bulkPut(newer);
    return newer;
  });
}
