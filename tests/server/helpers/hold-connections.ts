import { sql } from "drizzle-orm";
import type { Store } from "#server/store/open-store.ts";

/** `connections` transactions that each hold a connection of the store until `release` is called. */
export function holdConnections(store: Store, connections: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const held = Array.from({ length: connections }, () =>
    store.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      holding += 1;
      await released;
    }),
  );
  return { all: () => holding === connections, release, done: () => Promise.all(held) };
}
