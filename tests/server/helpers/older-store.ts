import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { MIGRATIONS_DIR } from "#server/paths.ts";
import { createCatalogRepo } from "#server/store/catalog-repo.ts";
import { rowsOf, type Db } from "#server/store/db.ts";
import { instruments } from "#server/store/schema.ts";
import { seedCatalog } from "#server/seed/seed-catalog.ts";

/** The migrations as they stood before `tag`: a copy of the folder under `root` with its journal cut before that entry. */
export async function migrationsBefore(root: string, tag: string): Promise<string> {
  const folder = join(root, `migrations-before-${tag}`);
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/**
 * Today's seeded catalog, written into a store migrated only up to an older schema as a start back
 * then seeded it: the instruments get the columns that schema has, later ones are left to the
 * migrations under test.
 */
export async function seedOlderCatalog(db: Db): Promise<void> {
  const repo = createCatalogRepo(db);
  const stored = rowsOf<{ column_name: string }>(await db.execute(sql`select column_name from information_schema.columns where table_name = 'instruments'`));
  const present = new Set(stored.map((row) => row.column_name));
  const columns = Object.entries(getTableColumns(instruments)).filter(([, column]) => present.has(column.name) && column.name !== "id");
  await seedCatalog({
    ...repo,
    async insertInstruments(rows) {
      const values = rows.map((row) => sql`(${sql.join(columns.map(([key, column]) => sql`${column.mapToDriverValue(row[key as keyof typeof row])}`), sql`, `)})`);
      await db.execute(sql`insert into ${instruments} (${sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `)}) values ${sql.join(values, sql`, `)}`);
      return [];
    },
  });
}
