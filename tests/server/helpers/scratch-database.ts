import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database for this run on the server TEST_DATABASE_URL names, so the test sees a
 * first start whatever earlier runs or other schemas left behind; drop it afterwards.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `pipwise_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const scratch = new URL(adminUrl);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      try {
        // Not WITH (FORCE): that also terminates an autovacuum worker on the database, which a role
        // without pg_signal_backend may not do. A plain drop stops autovacuum itself; only the test's
        // own leftover connections need ending first.
        await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()", [name]);
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Runs `body` on a scratch database (see createScratchDatabase) and drops it afterwards. */
export async function withScratchDatabase(adminUrl: string, body: (url: string) => Promise<void>): Promise<void> {
  const scratch = await createScratchDatabase(adminUrl);
  try {
    await body(scratch.url);
  } finally {
    await scratch.drop();
  }
}
