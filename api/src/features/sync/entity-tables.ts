import type { Insertable, Kysely } from 'kysely';
import type { EntityName, EntityRows, PaintRow, ProjectRow, RecipeRow } from '@paintforge/sync-protocol';
import type { Database, PaintTable, ProjectPaintTable, ProjectTable } from '../../db/schema.js';
import { toPaintRow, toProjectRow, toRecipeRow } from './rows.js';

/** Who a synced row belongs to and the version of the write that stored it. */
export interface RowOwner {
  userId: string;
  version: number;
}

/** A synced row with the version of its last write, as a pull sends it. */
export interface ChangedRow<E extends EntityName> {
  version: number;
  value: EntityRows[E];
}

/**
 * The SQL of one synced entity, typed by Kysely end to end. Kysely types a query only when its table is a literal,
 * so each entity spells its three queries out below instead of sharing one built from a table name at run time.
 * Every query is scoped to one user: another user's row reads as absent and is never overwritten.
 */
export interface EntityTable<E extends EntityName> {
  get(db: Kysely<Database>, userId: string, id: string): Promise<EntityRows[E] | undefined>;
  /** Inserts or updates the row; false when its id is taken by another user (or by the catalog). */
  put(db: Kysely<Database>, row: EntityRows[E], owner: RowOwner): Promise<boolean>;
  /** How many rows the user has, tombstones included. */
  count(db: Kysely<Database>, userId: string): Promise<{ count: number }>;
  /** The user's rows written after version `after` and up to `upTo` (inclusive). */
  changed(db: Kysely<Database>, userId: string, after: number, upTo: number): Promise<ChangedRow<E>[]>;
}

// Ids are global; the WHERE of each upsert makes an id taken by another user a conflict, never a takeover.

const paintTable: EntityTable<'paint'> = {
  async get(db, userId, id) {
    const row = await db.selectFrom('paint').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    return row && toPaintRow(row);
  },
  async put(db, row, owner) {
    const { id, ...changes } = toPaintValues(row, owner);
    const result = await db
      .insertInto('paint')
      .values({ id, ...changes })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes).where('paint.userId', '=', owner.userId))
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows !== 0n;
  },
  count: (db, userId) =>
    db
      .selectFrom('paint')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  async changed(db, userId, after, upTo) {
    const rows = await db
      .selectFrom('paint')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '>', after)
      .where('version', '<=', upTo)
      .execute();
    return rows.map((row) => ({ version: row.version, value: toPaintRow(row) }));
  },
};

const projectTable: EntityTable<'project'> = {
  async get(db, userId, id) {
    const row = await db.selectFrom('project').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    return row && toProjectRow(row);
  },
  async put(db, row, owner) {
    // A token already naming another project (a device's clash, or a copied link) is a conflict, not a 500.
    if (row.shareToken !== null && (await shareTokenTaken(db, row.shareToken, row.id))) return false;
    const { id, ...changes } = toProjectValues(row, owner);
    const result = await db
      .insertInto('project')
      .values({ id, ...changes })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes).where('project.userId', '=', owner.userId))
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows !== 0n;
  },
  count: (db, userId) =>
    db
      .selectFrom('project')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  async changed(db, userId, after, upTo) {
    const rows = await db
      .selectFrom('project')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '>', after)
      .where('version', '<=', upTo)
      .execute();
    return rows.map((row) => ({ version: row.version, value: toProjectRow(row) }));
  },
};

const recipeTable: EntityTable<'recipe'> = {
  async get(db, userId, id) {
    const row = await db.selectFrom('projectPaint').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    return row && toRecipeRow(row);
  },
  async put(db, row, owner) {
    const { id, ...changes } = toRecipeValues(row, owner);
    const result = await db
      .insertInto('projectPaint')
      .values({ id, ...changes })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes).where('projectPaint.userId', '=', owner.userId))
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows !== 0n;
  },
  count: (db, userId) =>
    db
      .selectFrom('projectPaint')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  async changed(db, userId, after, upTo) {
    const rows = await db
      .selectFrom('projectPaint')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '>', after)
      .where('version', '<=', upTo)
      .execute();
    return rows.map((row) => ({ version: row.version, value: toRecipeRow(row) }));
  },
};

export const entityTables: { [E in EntityName]: EntityTable<E> } = { paint: paintTable, project: projectTable, recipe: recipeTable };

async function shareTokenTaken(db: Kysely<Database>, token: string, projectId: string): Promise<boolean> {
  const other = await db.selectFrom('project').select('id').where('shareToken', '=', token).where('id', '!=', projectId).executeTakeFirst();
  return other !== undefined;
}

function toPaintValues(row: PaintRow, owner: RowOwner): Insertable<PaintTable> {
  return { ...row, isWishlist: row.isWishlist ? 1 : 0, ...owner };
}

function toProjectValues(row: ProjectRow, owner: RowOwner): Insertable<ProjectTable> {
  return { ...row, ...owner };
}

function toRecipeValues(row: RecipeRow, owner: RowOwner): Insertable<ProjectPaintTable> {
  return { ...row, paintSnapshot: JSON.stringify(row.paintSnapshot), ...owner };
}

/** The versions of the user's synced rows written after `after`, for finding where a page of a pull ends. */
export function versionsAfter(db: Kysely<Database>, userId: string, after: number) {
  return db
    .selectFrom('paint')
    .select('version')
    .where('userId', '=', userId)
    .where('version', '>', after)
    .unionAll(db.selectFrom('project').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('projectPaint').select('version').where('userId', '=', userId).where('version', '>', after));
}
