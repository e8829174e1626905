import pg from "pg";
import { call } from "#tests/bench/bench-calls.ts";

/** Session tokens of `count` fresh demo accounts, opened through `baseUrl`. */
export function openDemoTraders(baseUrl: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const login = await call<{ token: string }>(`${baseUrl}/api/user/createAccountDemoForU?demo_id=cluster-${i}-${crypto.randomUUID()}`);
      return login.token;
    }),
  );
}

/** A market buy of EURUSD's minimum lots at its first leverage, as the order sheet sends it. */
export async function minimumEurusdBuy(baseUrl: string): Promise<Record<string, string | number>> {
  const instruments = await call<{ Id: number; Code: string; ForexMinCont: string; HasForexMultiple: { Value: number }[] }[]>(`${baseUrl}/v1/api/forex/trade_list`);
  const eurusd = instruments.find((instrument) => instrument.Code === "EURUSD")!;
  return { type: 1, cont: eurusd.ForexMinCont, forex_id: eurusd.Id, status: 1, multiple: eurusd.HasForexMultiple[0]!.Value };
}

/**
 * Of the order ids given, those the database at `databaseUrl` holds; and how many orders their
 * owners have in all (more than were acknowledged: a retried call was done twice).
 */
export async function ordersInDatabase(databaseUrl: string, ids: number[]): Promise<{ found: Set<number>; ofTheirOwners: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>("SELECT id FROM orders WHERE id = ANY($1::int[])", [ids]);
    const owned = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE user_id IN (SELECT user_id FROM orders WHERE id = ANY($1::int[]))", [ids]);
    return { found: new Set(found.rows.map((row) => row.id)), ofTheirOwners: owned.rows[0]!.n };
  } finally {
    await client.end();
  }
}
