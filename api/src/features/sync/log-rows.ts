import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { logRowOf, type ConsumedMutation } from './apply.js';

/**
 * The log rows of one push in ONE statement, whatever their number: the rows travel as one JSON parameter that the
 * database unpacks (json_each on SQLite, json_to_recordset on Postgres). One statement text for every push size, so
 * it is prepared once, where a multi-row VALUES would be a new statement for each count of mutations.
 */
export async function insertLogRows(
  trx: Kysely<Database>,
  clientId: string,
  userId: string,
  receivedAt: string,
  consumed: readonly ConsumedMutation[],
): Promise<void> {
  if (consumed.length === 0) return;
  const rows = JSON.stringify(
    consumed.map((entry) => {
      const { mutationId, name, args, status, error, notices, version } = logRowOf(entry);
      return { mutation_id: mutationId, name, args, status, error, notices, version };
    }),
  );
  const rowsOf = isPostgres(trx)
    ? sql`select ${clientId}, r.mutation_id, ${userId}, r.name, r.args, r.status, r.error, r.notices, r.version, ${receivedAt}
        from json_to_recordset(${rows}::json)
          as r(mutation_id integer, name text, args text, status text, error text, notices text, version integer)`
    : sql`select ${clientId}, value ->> '$.mutation_id', ${userId}, value ->> '$.name', value ->> '$.args', value ->> '$.status',
          value ->> '$.error', value ->> '$.notices', value ->> '$.version', ${receivedAt}
        from json_each(${rows})`;
  await sql`insert into mutation_log (client_id, mutation_id, user_id, name, args, status, error, notices, version, received_at) ${rowsOf}`.execute(
    trx,
  );
}
