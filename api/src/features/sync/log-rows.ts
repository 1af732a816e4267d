import type { Database as SqliteConnection } from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { DirectStatement, directConnection } from '../../db/sqlite-direct.js';
import { pokeChannel } from './pokes.js';
import { consumeMutationId, logMutation, logRowOf, type ConsumedMutation } from './apply.js';

interface PushEnd {
  clientId: string;
  userId: string;
  receivedAt: string;
  /** The client's last consumed mutation id once the push commits. */
  lastMutationId: number;
  /** Postgres: the poke note to the other servers (pokes.ts relayNote), sent with the log rows; null for none. */
  pokeNote: string | null;
}

/**
 * Postgres: the log rows of one push travel as one JSON parameter that the database unpacks (json_to_recordset), with
 * the client's last id set and the poke to the other servers sent in the same statement (data-modifying WITHs, each
 * run once and to completion whatever the final select reads): one round trip, and one statement text for every push
 * size, so it is compiled and prepared once, where a multi-row VALUES would be a new statement for each count of
 * mutations. The poke is a NOTIFY inside the push's transaction, which Postgres delivers at its commit and drops with
 * its rollback: no statement, round trip or pool connection of its own after the commit (it had all three).
 */
const insertLogRowsAndConsume = compiledQuery(
  (_db, v: PushEnd & { rows: string }) =>
    sql`with logged as (
          insert into mutation_log (client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at)
          select ${v.clientId}, r.mutation_id, ${v.userId}, r.name, r.args, r.status, r.error, r.notices, r.version, ${v.receivedAt}
          from json_to_recordset(${v.rows}::json)
            as r(mutation_id integer, name text, args text, status text, error text, notices text, version integer)
        ), consumed as (
          update sync_client set last_mutation_id = ${v.lastMutationId} where client_id = ${v.clientId}
        )
        select pg_notify(${pokeChannel}, note) from (select ${v.pokeNote}::text as note) as poke where note is not null`,
);

// SQLite: a push's log rows in statements of up to this many rows, each text prepared once (at most this many texts).
// In a bench of the inserts alone (20,000 rows, their commits included) a statement a row took 300–420 µs of CPU a push
// of 50, statements of 16 rows 250–315: the per-statement cost of better-sqlite3 and SQLite, paid once per 16 rows.
const logRowsPerStatement = 16;
const logColumns = 'client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at';
const logInserts: DirectStatement[] = [];

/** The insert of `count` log rows (1 to logRowsPerStatement) on SQLite. */
function logInsertOf(count: number): DirectStatement {
  return (logInserts[count] ??= new DirectStatement(
    `insert into mutation_log (${logColumns}) values ${Array.from({ length: count }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
  ));
}

/** The log rows on SQLite's connection, inside the push's transaction: a statement per logRowsPerStatement rows. */
function insertLogRows(connection: SqliteConnection, consumed: readonly ConsumedMutation[]): void {
  for (let start = 0; start < consumed.length; start += logRowsPerStatement) {
    const chunk = consumed.slice(start, start + logRowsPerStatement);
    const parameters: unknown[] = [];
    for (const entry of chunk) {
      const row = logRowOf(entry);
      parameters.push(
        row.clientId,
        row.mutationId,
        row.userId,
        row.name,
        row.args,
        row.status,
        row.error,
        row.notices,
        row.version,
        row.receivedAt,
      );
    }
    logInsertOf(chunk.length).run(connection, parameters);
  }
}

/**
 * The end of a push, before its commit: the log rows of the mutations it consumed and the client's last consumed id.
 * On Postgres in one statement (one round trip). On SQLite, where a statement is a synchronous call on the
 * connection (no round trip to save), plain multi-row inserts, each text prepared once: unpacking the rows from JSON
 * cost more (json_each re-parsed a row's object for each of its seven fields).
 */
export async function recordPush(trx: Kysely<Database>, end: PushEnd, consumed: readonly ConsumedMutation[]): Promise<void> {
  if (isPostgres(trx)) {
    const rows = JSON.stringify(
      consumed.map((entry) => {
        const { mutationId, name, args, status, error, notices, version } = logRowOf(entry);
        return { mutation_id: mutationId, name, args, status, error, notices, version };
      }),
    );
    await insertLogRowsAndConsume(trx, { ...end, rows });
    return;
  }
  const consumedUpTo = { clientId: end.clientId, mutationId: end.lastMutationId };
  const connection = directConnection(trx);
  if (connection) {
    insertLogRows(connection, consumed);
    consumeMutationId.now(trx, consumedUpTo);
    return;
  }
  for (const entry of consumed) await logMutation(trx, logRowOf(entry));
  await consumeMutationId(trx, consumedUpTo);
}
