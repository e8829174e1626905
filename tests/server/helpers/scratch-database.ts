import pg from "pg";

/**
 * A new, empty database for this run on the server TEST_DATABASE_URL names, so the test sees a
 * first start whatever earlier runs or other schemas left behind; dropped afterwards.
 */
export async function withScratchDatabase(adminUrl: string, body: (url: string) => Promise<void>): Promise<void> {
  const name = `pipwise_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const scratch = new URL(adminUrl);
    scratch.pathname = `/${name}`;
    await body(scratch.toString());
  } finally {
    // Not WITH (FORCE): that also terminates an autovacuum worker on the database, which a role
    // without pg_signal_backend may not do. A plain drop stops autovacuum itself; only the test's
    // own leftover connections need ending first.
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()", [name]);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}
