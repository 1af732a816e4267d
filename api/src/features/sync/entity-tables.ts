import type { Insertable, Kysely } from 'kysely';
import {
  MutationRejected,
  type EntityName,
  type EntityRows,
  type PaintRow,
  type ProjectRow,
  type RecipeRow,
} from '@paintforge/sync-protocol';
import type {
  ArmyTable,
  ArmyUnitTable,
  Database,
  PaintTable,
  PileSettingsTable,
  ProjectPaintTable,
  ProjectTable,
  SchemeTable,
} from '../../db/schema.js';
import { toArmyRow, toPaintRow, toPileSettingsRow, toProjectRow, toRecipeRow, toSchemeRow, toUnitRow } from './rows.js';
import { compiledQuery, runThen, type MaybePromise } from '../../db/compiled-queries.js';

/** Who a synced row belongs to and the version of the write that stored it. */
export interface RowOwner {
  userId: string;
  version: number;
}

/**
 * The SQL of one synced entity, typed by Kysely end to end. Kysely types a query only when its table is a literal,
 * so each entity spells its three queries out below instead of sharing one built from a table name at run time.
 * Every query is scoped to one user: another user's row reads as absent and is never overwritten.
 */
export interface EntityTable<E extends EntityName> {
  get(db: Kysely<Database>, userId: string, id: string): MaybePromise<EntityRows[E] | undefined>;
  /** Inserts or updates the row; false when its id is taken by another user (or by the catalog). */
  put(db: Kysely<Database>, row: EntityRows[E], owner: RowOwner): MaybePromise<boolean>;
}

// Ids are global; the WHERE of each upsert makes an id taken by another user a conflict, never a takeover.
// get and put run for every pushed mutation, so they are compiled once (compiled-queries.ts).

/**
 * An upsert's update, every column but the id set from `excluded` (the row the insert proposed): the same values as
 * binding each again, with about half the parameters to bind (a paint's put bound 38, now 20; docs/push-path.md, h34-sync).
 */
function fromExcluded(values: object) {
  return (eb: { ref(reference: never): unknown }) =>
    Object.fromEntries(
      Object.keys(values)
        .filter((column) => column !== 'id')
        .map((column) => [column, eb.ref(`excluded.${column}` as never)]),
    ) as never;
}
const paintStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('paint').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<PaintTable> & RowOwner) =>
    db
      .insertInto('paint')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('paint.userId', '=', values.userId)),
  ),
};

const projectStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('project').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<ProjectTable> & RowOwner) =>
    db
      .insertInto('project')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('project.userId', '=', values.userId)),
  ),
};

const recipeStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('projectPaint').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<ProjectPaintTable> & RowOwner) =>
    db
      .insertInto('projectPaint')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('projectPaint.userId', '=', values.userId)),
  ),
};

const pileSettingsStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('pileSettings').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<PileSettingsTable> & RowOwner) =>
    db
      .insertInto('pileSettings')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('pileSettings.userId', '=', values.userId)),
  ),
};

const armyStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('army').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<ArmyTable> & RowOwner) =>
    db
      .insertInto('army')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('army.userId', '=', values.userId)),
  ),
};

const unitStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('armyUnit').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<ArmyUnitTable> & RowOwner) =>
    db
      .insertInto('armyUnit')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('armyUnit.userId', '=', values.userId)),
  ),
};

const schemeStatements = {
  get: compiledQuery((db, v: { id: string; userId: string }) =>
    db.selectFrom('scheme').selectAll().where('id', '=', v.id).where('userId', '=', v.userId),
  ),
  put: compiledQuery((db, values: Insertable<SchemeTable> & RowOwner) =>
    db
      .insertInto('scheme')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(fromExcluded(values)).where('scheme.userId', '=', values.userId)),
  ),
};

/** Migration 0022's bound of a scheme's steps (its own copy): over it, the write is refused as too large, not a 500. */
const schemeStepsMaxChars = 100 * 2400;

/**
 * The bounds of migration 0019's CHECKs (which keep their own copy): the mutators' limits count moves and photos, not
 * characters, and a client may send instants with any number of decimals, so a row over them is refused here as too
 * large, not left to fail the database's CHECK as an unexpected error.
 */
const projectJsonMaxChars = { stageHistory: 200 * 128, wipPhotos: 60 * 320 } as const;

/** An upsert's answer: false when its WHERE kept another user's row (the id is taken). */
const written = ({ numAffectedRows }: { numAffectedRows?: bigint }) => numAffectedRows !== 0n;

const paintTable: EntityTable<'paint'> = {
  get: (db, userId, id) => runThen(paintStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toPaintRow(row)),
  put(db, row, owner) {
    return runThen(paintStatements.put, db, toPaintValues(row, owner), written);
  },
};

const projectTable: EntityTable<'project'> = {
  get: (db, userId, id) => runThen(projectStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toProjectRow(row)),
  async put(db, row, owner) {
    // A token already naming another project (a device's clash, or a copied link) is a conflict, not a 500.
    if (row.shareToken !== null && (await shareTokenTaken(db, row.shareToken, row.id))) return false;
    const values = toProjectValues(row, owner);
    if (values.stageHistory.length > projectJsonMaxChars.stageHistory || values.wipPhotos.length > projectJsonMaxChars.wipPhotos)
      throw new MutationRejected('payload-too-large', 'This miniature’s history is too large to be saved.', { subject: 'project' });
    return runThen(projectStatements.put, db, values, written);
  },
};

const recipeTable: EntityTable<'recipe'> = {
  get: (db, userId, id) => runThen(recipeStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toRecipeRow(row)),
  put(db, row, owner) {
    return runThen(recipeStatements.put, db, toRecipeValues(row, owner), written);
  },
};

// The row's id is its painter's (migration 0021's CHECK); applyInTransaction refuses any other id before this runs.
const pileSettingsTable: EntityTable<'pileSettings'> = {
  get: (db, userId, id) => runThen(pileSettingsStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toPileSettingsRow(row)),
  put(db, row, owner) {
    return runThen(pileSettingsStatements.put, db, { ...row, stageNames: JSON.stringify(row.stageNames), ...owner }, written);
  },
};

const armyTable: EntityTable<'army'> = {
  get: (db, userId, id) => runThen(armyStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toArmyRow(row)),
  put(db, row, owner) {
    return runThen(armyStatements.put, db, { ...row, conflicts: JSON.stringify(row.conflicts), ...owner }, written);
  },
};

const unitTable: EntityTable<'unit'> = {
  get: (db, userId, id) => runThen(unitStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toUnitRow(row)),
  put(db, row, owner) {
    return runThen(unitStatements.put, db, { ...row, conflicts: JSON.stringify(row.conflicts), ...owner }, written);
  },
};

const schemeTable: EntityTable<'scheme'> = {
  get: (db, userId, id) => runThen(schemeStatements.get, db, { id, userId }, ({ rows: [row] }) => row && toSchemeRow(row)),
  put(db, row, owner) {
    const steps = JSON.stringify(row.steps);
    if (steps.length > schemeStepsMaxChars)
      throw new MutationRejected('payload-too-large', 'This scheme is too large to be saved.', { subject: 'scheme' });
    return runThen(schemeStatements.put, db, { ...row, steps, conflicts: JSON.stringify(row.conflicts), ...owner }, written);
  },
};

export const entityTables: { [E in EntityName]: EntityTable<E> } = {
  paint: paintTable,
  project: projectTable,
  recipe: recipeTable,
  pileSettings: pileSettingsTable,
  army: armyTable,
  unit: unitTable,
  scheme: schemeTable,
};

async function shareTokenTaken(db: Kysely<Database>, token: string, projectId: string): Promise<boolean> {
  const other = await db.selectFrom('project').select('id').where('shareToken', '=', token).where('id', '!=', projectId).executeTakeFirst();
  return other !== undefined;
}

/**
 * A paint's columns, field by field: every pushed paint is written through it, and a spread of the row cost a fifth of
 * the put's JavaScript; the fixed order is also the one its compiled statement expects (compiled-queries.ts).
 */
function toPaintValues(row: PaintRow, owner: RowOwner): Insertable<PaintTable> & RowOwner {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    color: row.color,
    type: row.type,
    range: row.range,
    catalogId: row.catalogId,
    quantity: row.quantity,
    status: row.status,
    isWishlist: row.isWishlist ? 1 : 0,
    priority: row.priority,
    notes: row.notes,
    runningLow: row.runningLow ? 1 : 0,
    conflicts: JSON.stringify(row.conflicts),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
    userId: owner.userId,
    version: owner.version,
  };
}

function toProjectValues(
  row: ProjectRow,
  owner: RowOwner,
): Insertable<ProjectTable> & RowOwner & { stageHistory: string; wipPhotos: string } {
  return {
    ...row,
    stageHistory: JSON.stringify(row.stageHistory),
    wipPhotos: JSON.stringify(row.wipPhotos),
    showTimeline: row.showTimeline ? 1 : 0,
    conflicts: JSON.stringify(row.conflicts),
    ...owner,
  };
}

function toRecipeValues(row: RecipeRow, owner: RowOwner): Insertable<ProjectPaintTable> & RowOwner {
  return { ...row, paintSnapshot: JSON.stringify(row.paintSnapshot), conflicts: JSON.stringify(row.conflicts), ...owner };
}

/** The versions of the user's synced rows written after `after`, for finding where a page of a pull ends. */
export function versionsAfter(db: Kysely<Database>, userId: string, after: number) {
  return db
    .selectFrom('paint')
    .select('version')
    .where('userId', '=', userId)
    .where('version', '>', after)
    .unionAll(db.selectFrom('project').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('projectPaint').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('pileSettings').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('army').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('armyUnit').select('version').where('userId', '=', userId).where('version', '>', after))
    .unionAll(db.selectFrom('scheme').select('version').where('userId', '=', userId).where('version', '>', after));
}
