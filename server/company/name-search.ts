import { ilike, type Column, type SQL } from "drizzle-orm";

/** Names that hold `text`, any case; the LIKE wildcards in it match only themselves. */
export function nameHolds(column: Column, text: string | undefined): SQL | undefined {
  const wanted = text?.trim();
  if (!wanted) return undefined;
  return ilike(column, `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
