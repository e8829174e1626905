import { asc, count, ilike, type Column, type SQL } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { companies } from "../store/schema.ts";
import type { CompanyRow } from "./company-wire.ts";

/** Names that hold `text`, any case; the LIKE wildcards in it match only themselves. */
export function nameHolds(column: Column, text: string | undefined): SQL | undefined {
  const wanted = text?.trim();
  if (!wanted) return undefined;
  return ilike(column, `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** One page of the companies `where` picks, by name, each shown by `show`, and how many there are. */
export async function companiesByName<T>(db: Db, where: SQL | undefined, page: number, size: number, show: (row: CompanyRow) => T): Promise<{ data: T[]; total: number }> {
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  return { data: rows.map(show), total: total?.n ?? 0 };
}
