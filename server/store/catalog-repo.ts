import { asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "./db.ts";
import { categories, instruments } from "./schema.ts";

export type CategoryRow = typeof categories.$inferSelect;
export type InstrumentRow = typeof instruments.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
export type NewInstrumentRow = typeof instruments.$inferInsert;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface CatalogRepo {
  isEmpty(): Promise<boolean>;
  categories(): Promise<CategoryRow[]>;
  /** Instruments in display order; `search` keeps those whose code or name contains it, case-insensitively. */
  instruments(search?: string): Promise<InstrumentRow[]>;
  instrument(id: number): Promise<InstrumentRow | undefined>;
  insertCategories(rows: NewCategoryRow[]): Promise<CategoryRow[]>;
  insertInstruments(rows: NewInstrumentRow[]): Promise<InstrumentRow[]>;
}

export function createCatalogRepo(db: Db): CatalogRepo {
  return {
    async isEmpty() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
      return row!.n === 0;
    },
    categories: () => db.select().from(categories).orderBy(asc(categories.sortOrder)),
    async instruments(search) {
      const term = search?.trim();
      const rows = await db
        .select({ instrument: instruments })
        .from(instruments)
        .innerJoin(categories, eq(categories.id, instruments.categoryId))
        .where(
          term
            ? or(
                ilike(instruments.code, likePattern(term)),
                ilike(instruments.showCode, likePattern(term)),
                ilike(instruments.name, likePattern(term)),
              )
            : undefined,
        )
        .orderBy(asc(categories.sortOrder), asc(instruments.sortOrder));
      return rows.map((r) => r.instrument);
    },
    async instrument(id) {
      const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
      return row;
    },
    insertCategories: (rows) => db.insert(categories).values(rows).returning(),
    insertInstruments: (rows) => db.insert(instruments).values(rows).returning(),
  };
}
