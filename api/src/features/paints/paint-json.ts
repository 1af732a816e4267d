import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { paintResponseColumns } from './paint-response.js';

/**
 * The inventory read's answer written by the database as JSON text, in one query: the app's most frequent request
 * sends every paint of a collection, and building 200 row objects, mapping them to answers and serialising those in
 * JavaScript was most of its CPU and all of its garbage. The fields are paintResponseColumns under the names the
 * answer has (toPaintResponse's shape; paint-json.test.ts holds the two equal on both databases): each column as
 * it is, but the integer boolean is written as true or false.
 */
function answerFields(db: Kysely<Database>): RawBuilder<unknown>[] {
  const postgres = isPostgres(db);
  return paintResponseColumns.flatMap((column) => {
    // sql.ref goes through the CamelCasePlugin, which names the column in snake case.
    const value =
      column !== 'isWishlist'
        ? sql.ref(column)
        : postgres
          ? sql`${sql.ref(column)} = 1`
          : sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)`;
    return [sql.lit(column), value];
  });
}

/** Newest first, as the paged list walks them (service.ts). */
const newestFirst = sql`order by ${sql.ref('createdAt')} desc, ${sql.ref('id')} desc`;

const paintsAsJson = compiledQuery((db, v: { userId: string }) => {
  const fields = sql.join(answerFields(db));
  const list = isPostgres(db)
    ? sql<string>`coalesce(json_agg(json_build_object(${fields}) ${newestFirst}), '[]'::json)::text`
    : sql<string>`coalesce(json_group_array(json_object(${fields}) ${newestFirst}), '[]')`;
  return db.selectFrom('paint').select(list.as('paints')).where('userId', '=', v.userId).where('deletedAt', 'is', null);
});

/** GET /api/paints: a user's live paints, newest first, as the JSON text of the answer. */
export async function paintsJson(db: Kysely<Database>, userId: string): Promise<string> {
  const { rows } = await paintsAsJson(db, { userId });
  return rows[0]?.paints ?? '[]';
}
