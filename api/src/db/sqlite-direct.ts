import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import { SqliteAdapter, type QueryResult } from 'kysely';

/**
 * SQLite's adapter (one per Kysely instance, shared by its transactions), which also holds the dialect's one
 * connection once it is open (dialect.ts sets it), so a statement inside a transaction can run on it directly.
 */
export class SqliteDirectAdapter extends SqliteAdapter {
  connection: SqliteConnection | undefined;
}

/**
 * The better-sqlite3 connection under `db` when `db` is a transaction on SQLite, else undefined. Only inside a
 * transaction: Kysely's SQLite driver hands its one connection to a transaction until it ends, so a statement run
 * on it there is the transaction's; outside one, another request's transaction may hold the connection between two
 * awaits, and a statement run directly would land in it.
 */
export function directConnection(db: { isTransaction: boolean; getExecutor(): { adapter: object } }): SqliteConnection | undefined {
  if (!db.isTransaction) return undefined;
  const adapter = db.getExecutor().adapter;
  return adapter instanceof SqliteDirectAdapter ? adapter.connection : undefined;
}

/**
 * The better-sqlite3 connection under `db` when `db` is SQLite outside any transaction and no transaction is open on
 * the connection at this moment, else undefined. A statement run on it synchronously now, in autocommit, reads what
 * is committed, as the same statement through Kysely would once the driver's mutex let it through: no transaction of
 * another request is open to land in (one between two of its awaits has `inTransaction` set), and nothing can open
 * one while a synchronous call runs. For single reads that must not wait on Kysely's executor (the session check of
 * every request, auth/sessions.ts).
 */
export function idleConnection(db: { isTransaction: boolean; getExecutor(): { adapter: object } }): SqliteConnection | undefined {
  if (db.isTransaction) return undefined;
  const adapter = db.getExecutor().adapter;
  const connection = adapter instanceof SqliteDirectAdapter ? adapter.connection : undefined;
  return connection?.open && !connection.inTransaction ? connection : undefined;
}

/** snake_case as CamelCasePlugin turns it into camelCase (db/connection.ts), for the rows read directly. */
const camelCase = (name: string) => name.replace(/_(.)/g, (_match, letter: string) => letter.toUpperCase());

interface Prepared {
  statement: Statement;
  /** A reading statement's columns, as the rows name them (camelCase); undefined for a statement that reads nothing. */
  columns: string[] | undefined;
}

/**
 * One SQL text, prepared once per connection and run synchronously: what Kysely's SQLite driver does with a compiled
 * query, without the executor around it (its connection mutex, its promises, its plugins' row transforms). It answers
 * as the driver and CamelCasePlugin would: rows with camelCase keys, or the changes and the last row id.
 */
export class DirectStatement {
  readonly #prepared = new WeakMap<SqliteConnection, Prepared>();
  // The last connection's, at hand without the map: a server has one connection.
  #lastConnection: SqliteConnection | undefined;
  #last: Prepared | undefined;

  constructor(readonly sql: string) {}

  run<R>(connection: SqliteConnection, parameters: readonly unknown[]): QueryResult<R> {
    let prepared = connection === this.#lastConnection ? this.#last : this.#prepared.get(connection);
    if (!prepared) {
      const statement = connection.prepare(this.sql);
      const columns = statement.reader ? statement.columns().map((column) => camelCase(column.name)) : undefined;
      // Rows as arrays: one object is built per row below, already with its camelCase keys.
      if (columns) statement.raw(true);
      prepared = { statement, columns };
      this.#prepared.set(connection, prepared);
    }
    this.#lastConnection = connection;
    this.#last = prepared;
    const { statement, columns } = prepared;
    if (columns) {
      const found = statement.all(parameters) as unknown[][];
      const rows = new Array<R>(found.length);
      for (let at = 0; at < found.length; at++) {
        const values = found[at]!;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
        rows[at] = row as R;
      }
      return { rows };
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}
