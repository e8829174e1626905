import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { MIGRATIONS_DIR } from "#server/paths.ts";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * drizzle's migrator applies a migration only if its `when` is later than the last one the database
 * ran: a migration written on a branch and numbered after another at merge must be later in time
 * too, or a database that ran the other one never gets it.
 */
it("numbers the migrations in order, each later than the one before, each with its SQL file", () => {
  const { entries } = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql"));
  expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, i) => i));
  expect(entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
  for (const [i, entry] of entries.entries()) {
    expect(entry.tag.startsWith(String(i).padStart(4, "0")), entry.tag).toBe(true);
    if (i > 0) expect(entry.when, `${entry.tag} is later than ${entries[i - 1]!.tag}`).toBeGreaterThan(entries[i - 1]!.when);
  }
});
