import { is, SQL, sql } from "drizzle-orm";
import type { Db } from "./db.ts";

/** What drizzle's prepared queries hold, the fields read here (both drivers name them alike). */
interface BuiltQuery {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
}

interface SessionOf {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown,
      name: string,
      arrayMode: boolean,
      mapper?: unknown,
    ): { joinsNotNullableMap?: unknown; execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/** Anything drizzle can prepare: a select, insert, update or delete builder. */
interface Preparable {
  prepare(name: string): unknown;
}

const built = new Map<string, BuiltQuery>();

/** A statement written in SQL: it answers the driver's result, `{ rows }` with rows as objects. */
const rawQuery = ({ sql, params }: { sql: string; params: unknown[] }): BuiltQuery => ({ queryString: sql, params, _isResponseInArrayMode: false });

/**
 * A value of a prepared statement, sent to the driver as `runPrepared` is given it (a Date as its
 * ISO string). A bare placeholder in `set` or `values` would go through the column's encoder,
 * which drizzle skips for null in a built query but not for a placeholder's null.
 */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

const driverValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * Runs the statement `name` on `db` (the pool or a transaction) with `values` for its
 * `sql.placeholder`s; a query builder answers its rows, as it would run, and SQL the driver's result. Drizzle builds it once per process, from `build`, and PostgreSQL parses and
 * plans it once per connection (node-postgres sends it by name). For the statements of the order
 * path, which ran some ten times per order, each built anew and parsed anew. `build` must make the
 * same statement every time for one name.
 */
export function runPrepared<R>(db: Db, name: string, build: (db: Db) => Preparable | SQL, values: Record<string, unknown>): Promise<R> {
  const { session, dialect } = db as unknown as SessionOf;
  let query = built.get(name);
  if (!query) {
    const statement = build(db);
    query = is(statement, SQL) ? rawQuery(dialect.sqlToQuery(statement)) : (statement.prepare(name) as BuiltQuery);
    built.set(name, query);
  }
  const statement = session.prepareQuery({ sql: query.queryString, params: query.params }, query.fields, name, query._isResponseInArrayMode, query.customResultMapper);
  statement.joinsNotNullableMap = query.joinsNotNullableMap;
  return statement.execute(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, driverValue(value)]))) as Promise<R>;
}
