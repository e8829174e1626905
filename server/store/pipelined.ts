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

/** Whether `db` is a transaction of `pipelinedTransaction` on PostgreSQL, where `later` holds statements back. */
export const isPipelined = (db: Db): boolean => pipelinedClient(db) !== undefined;

/** Statements held back by `later` on each connection in pipeline mode, until the next one that is not. */
const held = new WeakMap<pg.Client, (() => void)[]>();

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
 * A statement whose answer nobody waits for before the next: on a transaction of
 * `pipelinedTransaction` on PostgreSQL, `send` is held back and starts with the next statement that
 * is not, in the same write and before it, or with `sendHeld`, so PostgreSQL still runs the
 * connection's statements in the order they were made; elsewhere it starts at once. `send` must start its statement before it
 * awaits anything; the answer comes as `send`'s would.
 */
export function later<T>(db: Db, send: () => Promise<T>): Promise<T> {
  const client = pipelinedClient(db);
  if (!client) return send();
  return new Promise<T>((resolve, reject) => held.get(client)!.push(() => void send().then(resolve, reject)));
}

/** Sends now, in one write, the statements `later` held back on `db`'s connection (none elsewhere). */
export function sendHeld(db: Db): void {
  const client = pipelinedClient(db);
  const queue = client && held.get(client);
  if (queue?.length) inOneWrite(client!, () => sendAll(queue));
}

function sendAll(queue: (() => void)[]): void {
  for (const send of queue.splice(0)) send();
}

/** Makes every statement on `client` first send those `later` held back, in one write with it; answers the function that stops it. */
function sendHeldFirst(client: pg.Client): () => void {
  const queue: (() => void)[] = [];
  const { query } = client;
  const own = Object.hasOwn(client, "query");
  held.set(client, queue);
  client.query = function (this: pg.Client, ...args: Parameters<pg.Client["query"]>) {
    if (queue.length === 0) return query.apply(this, args);
    return inOneWrite(client, () => {
      sendAll(queue);
      return query.apply(this, args);
    });
  } as pg.Client["query"];
  return () => {
    held.delete(client);
    if (own) client.query = query;
    else delete (client as Partial<pg.Client>).query;
  };
}

/**
 * Runs `work` in one transaction, as `db.transaction` does, with the statements that `open` starts
 * (see `together`) sent with its BEGIN; `work` gets what `open` answered. On PostgreSQL the
 * connection is in pipeline mode until the transaction ends, so that `together` and `later` in
 * `work` save round trips too; the COMMIT waits for every answer, so nothing commits that has not
 * succeeded.
 */
export async function pipelinedTransaction<O, R>(db: Db, open: (tx: Db) => Promise<O>, work: (tx: Db, opened: O) => Promise<R>): Promise<R> {
  const { dialect, session } = db as unknown as Internals;
  if (!(session.client instanceof pg.Pool)) return db.transaction(async (tx) => work(tx, await open(tx)));
  const client = (await session.client.connect()) as pg.PoolClient & { pipeline: boolean };
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, session.schema, session.options), session.schema) as unknown as Db;
  client.pipeline = true;
  const stopHolding = sendHeldFirst(client);
  try {
    return await committed(client, async () => {
      const [, opened] = await inOneWrite(client, () => Promise.all([client.query("BEGIN"), open(tx)]));
      return work(tx, opened);
    });
  } finally {
    stopHolding();
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
