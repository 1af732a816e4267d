import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { EntityName } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';

/**
 * A pull's patch written by the database as JSON text, in one query (as GET /api/paints does, paint-json.ts): a
 * device's first sync sends every row of a collection, and building row objects, mapping them to protocol rows,
 * checking them against the response schema and serialising them in JavaScript was most of the pull's CPU. The rows
 * come from tables written only through the sync mutations, whose zod schemas check every field.
 *
 * Each entity's protocol row, field by field: the answer's name, the column (fixed names, never input), and how the
 * value is written when it is not the column as it is.
 */
type Field = readonly [name: string, column: string, kind?: 'boolean' | 'json'];

const fields: Record<EntityName, { table: string; fields: readonly Field[] }> = {
  paint: {
    table: 'paint',
    fields: [
      ['id', 'id'],
      ['name', 'name'],
      ['brand', 'brand'],
      ['color', 'color'],
      ['type', 'type'],
      ['range', 'range'],
      ['catalogId', 'catalog_id'],
      ['quantity', 'quantity'],
      ['status', 'status'],
      ['isWishlist', 'is_wishlist', 'boolean'],
      ['runningLow', 'running_low', 'boolean'],
      ['priority', 'priority'],
      ['notes', 'notes'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  project: {
    table: 'project',
    fields: [
      ['id', 'id'],
      ['name', 'name'],
      ['description', 'description'],
      ['imageHash', 'image_hash'],
      ['largeImageHash', 'large_image_hash'],
      ['status', 'status'],
      ['stage', 'stage'],
      ['modelCount', 'model_count'],
      ['acquiredAt', 'acquired_at'],
      ['stageHistory', 'stage_history', 'json'],
      ['wipPhotos', 'wip_photos', 'json'],
      ['showTimeline', 'show_timeline', 'boolean'],
      ['unitId', 'unit_id'],
      ['shareToken', 'share_token'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  recipe: {
    table: 'project_paint',
    fields: [
      ['id', 'id'],
      ['projectId', 'project_id'],
      ['paintId', 'paint_id'],
      ['paintSnapshot', 'paint_snapshot', 'json'],
      ['partName', 'part_name'],
      ['technique', 'technique'],
      ['usageNotes', 'usage_notes'],
      ['position', 'position'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  pileSettings: {
    table: 'pile_settings',
    fields: [
      ['id', 'id'],
      ['stageNames', 'stage_names', 'json'],
      ['monthlyGoal', 'monthly_goal'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  army: {
    table: 'army',
    fields: [
      ['id', 'id'],
      ['name', 'name'],
      ['faction', 'faction'],
      ['game', 'game'],
      ['points', 'points'],
      ['schemeId', 'scheme_id'],
      ['notes', 'notes'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  unit: {
    table: 'army_unit',
    fields: [
      ['id', 'id'],
      ['armyId', 'army_id'],
      ['name', 'name'],
      ['modelCount', 'model_count'],
      ['points', 'points'],
      ['schemeId', 'scheme_id'],
      ['notes', 'notes'],
      ['position', 'position'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
  scheme: {
    table: 'scheme',
    fields: [
      ['id', 'id'],
      ['name', 'name'],
      ['steps', 'steps', 'json'],
      ['conflicts', 'conflicts', 'json'],
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
      ['deletedAt', 'deleted_at'],
    ],
  },
};

function valueOf([, column, kind]: Field, postgres: boolean): string {
  const ref = `"${column}"`;
  if (kind === 'boolean') return postgres ? `${ref} = 1` : `json(case when ${ref} = 1 then 'true' else 'false' end)`;
  if (kind === 'json') return postgres ? `${ref}::json` : `json(${ref})`;
  return ref;
}

/** The fixed SQL of one dialect: each entity's select of its ops (up to its WHERE), and the aggregate over them. */
function patchSql(postgres: boolean) {
  const object = postgres ? 'json_build_object' : 'json_object';
  const selects = Object.entries(fields).map(([entity, { table, fields: list }]) => {
    const value = `${object}(${list.map((field) => `'${field[0]}', ${valueOf(field, postgres)}`).join(', ')})`;
    const op = `${object}('op', 'put', 'entity', '${entity}', 'id', "id", 'version', "version", 'value', ${value})`;
    return sql.raw(`select "version", '${entity}' as entity, "id", ${op} as op from "${table}"`);
  });
  // Version order, then entity and id in code-point order (Postgres: the "C" collation, whatever the database's).
  // SQLite: each op is already JSON text, so the array is the ops joined with commas. Out of the union's subquery an
  // op is plain text to SQLite (its JSON subtype is lost), and json_group_array would need json(op), which parses
  // every op again: three times the query's time for a 200-row first pull (issue 22).
  const aggregate = sql.raw(
    postgres
      ? `select coalesce(json_agg(op order by "version", entity collate "C", "id" collate "C"), '[]'::json)::text as patch`
      : `select '[' || coalesce(group_concat(op, ',' order by "version", entity, "id"), '') || ']' as patch`,
  );
  return { selects, aggregate };
}

/** The patch query of one dialect, its parameters the user, `after` and `upTo`, once for each entity, in that order. */
function patchQuery(db: Kysely<Database>, postgres: boolean) {
  const { selects, aggregate } = patchSql(postgres);
  const changed = sql.join(
    selects.map((select) => sql`${select} where "user_id" = ${'user'} and "version" > ${0} and "version" <= ${0}`),
    sql` union all `,
  );
  return sql<{ patch: string }>`${aggregate} from (${changed}) as changed`.compile(db);
}

// Compiled once per dialect and then run with new parameters: building and compiling this long statement anew was
// a tenth of a pull's time (issue 22).
const compiled = new Map<boolean, CompiledQuery<{ patch: string }>>();

/** The user's rows written after version `after` and up to `upTo` (inclusive), as the JSON text of a pull's patch. */
export async function patchJson(db: Kysely<Database>, userId: string, after: number, upTo: number): Promise<string> {
  const postgres = isPostgres(db);
  let query = compiled.get(postgres);
  if (!query) compiled.set(postgres, (query = patchQuery(db, postgres)));
  const parameters = Object.keys(fields).flatMap(() => [userId, after, upTo]);
  const { rows } = await db.executeQuery<{ patch: string }>({ ...query, parameters });
  return rows[0]?.patch ?? '[]';
}
