import { asc, count, ilike, type SQL } from "drizzle-orm";
import { likePattern } from "../store/catalog-repo.ts";
import type { Db } from "../store/db.ts";
import { companies } from "../store/schema.ts";
import type { CompanyRow } from "./company-wire.ts";

/** Companies whose name holds `text`, any case; the LIKE wildcards in it match only themselves. */
export function nameHolds(text: string | undefined): SQL | undefined {
  const wanted = text?.trim();
  return wanted ? ilike(companies.name, likePattern(wanted)) : undefined;
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
