import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Session } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { liveSessionSelect, type SessionLookup } from '../auth/sessions.js';
import { paintResponseColumns } from './paint-response.js';

/**
 * The inventory read's answer written by the database as JSON text, in one query: the app's most frequent request
 * sends every paint of a collection, and building 200 row objects, mapping them to answers and serialising those in
 * JavaScript was most of its CPU and all of its garbage. The fields are paintResponseColumns under the names the
 * answer has (toPaintResponse's shape; paint-json.test.ts holds the two equal on both databases): each column as
 * it is, but the integer booleans are written as true or false. Newest first, as the paged list walks them.
 */
const answerValue = (column: (typeof paintResponseColumns)[number], postgres: boolean) =>
  column !== 'isWishlist' && column !== 'runningLow'
    ? sql.ref(column) // through the CamelCasePlugin, which names the column in snake case
    : postgres
      ? sql`${sql.ref(column)} = 1`
      : sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)`;

/** SQLite: an object built field by field for each row, gathered in order. */
function sqliteList(): RawBuilder<string> {
  const fields = sql.join(paintResponseColumns.flatMap((column) => [sql.lit(column), answerValue(column, false)]));
  return sql<string>`coalesce(json_group_array(json_object(${fields}) order by ${sql.ref('createdAt')} desc, ${sql.ref('id')} desc), '[]')`;
}

/**
 * Postgres writes a whole row as JSON a quarter faster than it builds an object field by field (pgbench, 200 paints:
 * 0.95 against 1.31 ms), so the answer's names are the row's column names. They are written raw because the
 * CamelCasePlugin would put an alias back in snake case; they are paintResponseColumns, never input.
 */
function postgresList(db: Kysely<Database>, userId: string) {
  const columns = sql.join(paintResponseColumns.map((column) => sql`${answerValue(column, true)} as ${sql.raw(`"${column}"`)}`));
  const live = sql`(select ${columns} from ${sql.table('paint')} where ${sql.ref('userId')} = ${userId} and ${sql.ref('deletedAt')} is null)`;
  return db
    .selectFrom(live.as('answer'))
    .select(sql<string>`coalesce(json_agg(answer order by answer."createdAt" desc, answer.id desc), '[]'::json)::text`.as('paints'));
}

/** The list as one value: the aggregate over the user's live paints. */
function listSelect(db: Kysely<Database>, userId: string) {
  return isPostgres(db)
    ? postgresList(db, userId)
    : db.selectFrom('paint').select(sqliteList().as('paints')).where('userId', '=', userId).where('deletedAt', 'is', null);
}

/**
 * The session check and the read in one statement (one snapshot, and on Postgres one round trip instead of two):
 * a row only when the token's session is live (liveSessionSelect, the rule every request is held to), the list
 * beside it. No live session, no row: the list is never computed, let alone sent.
 */
const paintsAsJsonWithSession = compiledQuery((db, v: SessionLookup) =>
  db
    .with('liveSession', (creator) => liveSessionSelect(creator, v))
    .selectFrom('liveSession')
    .selectAll('liveSession')
    .select(listSelect(db, v.userId).as('paints')),
);

/**
 * GET /api/paints: the live session the lookup names, and its user's live paints, newest first, as the JSON text of
 * the answer; undefined when the session is not live.
 */
export async function paintsJsonWithSession(
  db: Kysely<Database>,
  lookup: SessionLookup,
): Promise<{ session: Session; value: string } | undefined> {
  const row = (await paintsAsJsonWithSession(db, lookup)).rows[0];
  if (row === undefined) return undefined;
  const { paints, ...session } = row;
  return { session, value: paints ?? '[]' };
}
