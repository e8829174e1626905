import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./db.ts";

/** What a drizzle database holds that is read here (see prepared.ts for the same reach). */
interface Internals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { client: unknown; schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] };
}

/** A node-postgres connection in pipeline mode: it writes each statement without waiting for the answer of the one before. */
function pipelinedClient(db: Db): pg.Client | undefined {
  const { client } = (db as unknown as Internals).session;
  return client instanceof pg.Client && client.pipeline ? client : undefined;
}

/** Whatever statements `send` starts before it first awaits go out in one write. */
function inOneWrite<T>(client: pg.Client, send: () => T): T {
  const { stream } = (client as unknown as { connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } } }).connection;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

/**
 * Statements that do not need each other's answers, started by `sends` in that order: on a
 * transaction of `pipelinedTransaction` on PostgreSQL they go out in one write and cost one round
 * trip together, PostgreSQL running them in order; elsewhere (PGlite, which has no round trips)
 * one after the other. Each send must start its statement before it awaits anything.
 */
export async function together<T extends readonly unknown[]>(db: Db, ...sends: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const client = pipelinedClient(db);
  if (client) return (await inOneWrite(client, () => Promise.all(sends.map((send) => send())))) as unknown as T;
  const answers: unknown[] = [];
  for (const send of sends) answers.push(await send());
  return answers as unknown as T;
}

/**
 * Runs `work` in one transaction, as `db.transaction` does, with the statements that `open` starts
 * (see `together`) sent with its BEGIN; `work` gets what `open` answered. On PostgreSQL the
 * connection is in pipeline mode until the transaction ends, so that `together` in `work` saves
 * round trips too; the COMMIT waits for every answer, so nothing commits that has not succeeded.
 */
export async function pipelinedTransaction<O, R>(db: Db, open: (tx: Db) => Promise<O>, work: (tx: Db, opened: O) => Promise<R>): Promise<R> {
  const { dialect, session } = db as unknown as Internals;
  if (!(session.client instanceof pg.Pool)) return db.transaction(async (tx) => work(tx, await open(tx)));
  const client = (await session.client.connect()) as pg.PoolClient & { pipeline: boolean };
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, session.schema, session.options), session.schema) as unknown as Db;
  client.pipeline = true;
  try {
    return await committed(client, async () => {
      const [, opened] = await inOneWrite(client, () => Promise.all([client.query("BEGIN"), open(tx)]));
      return work(tx, opened);
    });
  } finally {
    client.pipeline = false;
    client.release();
  }
}

/** Runs `work`, which begins a transaction on `client`, and commits it; rolls it back if anything throws. */
export async function committed<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
