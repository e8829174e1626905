import pg from "pg";

/** The local PostgreSQL cluster as .ci/run and the README set it up: role pipwise, allowed to create databases. */
export const LOCAL_CLUSTER_DATABASE = "postgres://pipwise:pipwise@127.0.0.1:5432/pipwise_cluster";

/** Creates the database `url` names when it does not exist yet, through the server's `postgres` database. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
