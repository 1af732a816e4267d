import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { consumeMutationId, logMutation, logRowOf, type ConsumedMutation } from './apply.js';

interface PushEnd {
  clientId: string;
  userId: string;
  receivedAt: string;
  /** The client's last consumed mutation id once the push commits. */
  lastMutationId: number;
}

/**
 * Postgres: the log rows of one push travel as one JSON parameter that the database unpacks (json_to_recordset), with
 * the client's last id set in the same statement (a data-modifying WITH): one round trip, and one statement text for
 * every push size, so it is compiled and prepared once, where a multi-row VALUES would be a new statement for each
 * count of mutations.
 */
const insertLogRowsAndConsume = compiledQuery(
  (_db, v: PushEnd & { rows: string }) =>
    sql`with logged as (
          insert into mutation_log (client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at)
          select ${v.clientId}, r.mutation_id, ${v.userId}, r.name, r.args, r.status, r.error, r.notices, r.version, ${v.receivedAt}
          from json_to_recordset(${v.rows}::json)
            as r(mutation_id integer, name text, args text, status text, error text, notices text, version integer)
        )
        update sync_client set last_mutation_id = ${v.lastMutationId} where client_id = ${v.clientId}`,
);

/**
 * The end of a push, before its commit: the log rows of the mutations it consumed and the client's last consumed id.
 * On Postgres in one statement (one round trip). On SQLite, where a statement is a synchronous call on the
 * connection (no round trip to save), one plain insert a row: the same statement prepared once, which cost a fifth
 * of what unpacking the rows from JSON did (json_each re-parsed a row's object for each of its seven fields).
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
  for (const entry of consumed) await logMutation(trx, logRowOf(entry));
  await consumeMutationId(trx, { clientId: end.clientId, mutationId: end.lastMutationId });
}
