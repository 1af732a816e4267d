import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { consumeMutationId, logRowOf, type ConsumedMutation } from './apply.js';

interface PushEnd {
  clientId: string;
  userId: string;
  receivedAt: string;
  /** The client's last consumed mutation id once the push commits. */
  lastMutationId: number;
}

/**
 * The log rows of one push travel as one JSON parameter that the database unpacks (json_each on SQLite,
 * json_to_recordset on Postgres): one statement text for every push size, so it is compiled and prepared once, where a
 * multi-row VALUES would be a new statement for each count of mutations.
 */
const logRowsOf = (db: Kysely<Database>, v: PushEnd & { rows: string }) =>
  isPostgres(db)
    ? sql`select ${v.clientId}, r.mutation_id, ${v.userId}, r.name, r.args, r.status, r.error, r.notices, r.version, ${v.receivedAt}
        from json_to_recordset(${v.rows}::json)
          as r(mutation_id integer, name text, args text, status text, error text, notices text, version integer)`
    : sql`select ${v.clientId}, value ->> '$.mutation_id', ${v.userId}, value ->> '$.name', value ->> '$.args', value ->> '$.status',
          value ->> '$.error', value ->> '$.notices', value ->> '$.version', ${v.receivedAt}
        from json_each(${v.rows})`;

const insertLogRows = compiledQuery(
  (db, v: PushEnd & { rows: string }) =>
    sql`insert into mutation_log (client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at) ${logRowsOf(db, v)}`,
);

/** Postgres only: the log rows and the client's last id in one statement, so one round trip (a data-modifying WITH). */
const insertLogRowsAndConsume = compiledQuery(
  (db, v: PushEnd & { rows: string }) =>
    sql`with logged as (
          insert into mutation_log (client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at) ${logRowsOf(db, v)}
        )
        update sync_client set last_mutation_id = ${v.lastMutationId} where client_id = ${v.clientId}`,
);

/**
 * The end of a push, before its commit: the log rows of the mutations it consumed, in one statement whatever their
 * number, and the client's last consumed id; on Postgres both in one statement.
 */
export async function recordPush(trx: Kysely<Database>, end: PushEnd, consumed: readonly ConsumedMutation[]): Promise<void> {
  const rows = JSON.stringify(
    consumed.map((entry) => {
      const { mutationId, name, args, status, error, notices, version } = logRowOf(entry);
      return { mutation_id: mutationId, name, args, status, error, notices, version };
    }),
  );
  if (isPostgres(trx)) {
    await insertLogRowsAndConsume(trx, { ...end, rows });
    return;
  }
  await insertLogRows(trx, { ...end, rows });
  await consumeMutationId(trx, { clientId: end.clientId, mutationId: end.lastMutationId });
}
