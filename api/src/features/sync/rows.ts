import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  keptTextSchema,
  paintSnapshotSchema,
  pileSettingsRowSchema,
  projectStageSchema,
  stageMoveSchema,
  wipPhotoSchema,
  type EntityName,
  type EntityRows,
  type PaintRow,
  type PileSettingsRow,
  type ProjectRow,
  type RecipeRow,
  schemeStepSchema,
  type ArmyRow,
  type SchemeRow,
  type UnitRow,
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

/**
 * The one place where database rows and sync-protocol rows meet: integer booleans, the JSON snapshot, and the
 * owner and version columns that the protocol rows do not carry (entity-tables.ts writes the other way).
 */
export function toPaintRow(row: Selectable<PaintTable>): PaintRow {
  return Object.assign(paintFields(row), { conflicts: keptTextsFromJson(row.conflicts), deletedAt: row.deletedAt });
}

/** The columns of a paint that both its synced row and its REST answer carry (not its tombstone or kept texts). */
export type PaintFieldColumns = Exclude<keyof PaintRow, 'deletedAt' | 'conflicts'>;

const keptTextsSchema = z.array(keptTextSchema);

/** A row's kept texts (migration 0026's JSON column), read back through their schema as the other JSON columns are. */
function keptTextsFromJson(json: string) {
  return keptTextsSchema.parse(JSON.parse(json));
}

/**
 * A paint's fields as the protocol has them, field by field in one pass: the pull and the inventory read map every
 * paint of a collection (a rest spread cost the read thirty times as much).
 */
export function paintFields(row: Pick<Selectable<PaintTable>, PaintFieldColumns>): Omit<PaintRow, 'deletedAt' | 'conflicts'> {
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
    isWishlist: row.isWishlist === 1,
    priority: row.priority,
    notes: row.notes,
    runningLow: row.runningLow === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

// The JSON columns are written only through the mutators, but are read back through their schemas as a recipe's
// snapshot is: a row that does not parse is a bug to hear about, not a value to pass on.
const stageHistorySchema = z.array(stageMoveSchema);
const wipPhotosSchema = z.array(wipPhotoSchema);

export function toProjectRow(row: Selectable<ProjectTable>): ProjectRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageHash: row.imageHash,
    largeImageHash: row.largeImageHash,
    status: row.status as ProjectRow['status'],
    stage: projectStageSchema.parse(row.stage),
    modelCount: row.modelCount,
    acquiredAt: row.acquiredAt,
    stageHistory: stageHistorySchema.parse(JSON.parse(row.stageHistory)),
    wipPhotos: wipPhotosSchema.parse(JSON.parse(row.wipPhotos)),
    showTimeline: row.showTimeline === 1,
    unitId: row.unitId,
    shareToken: row.shareToken,
    conflicts: keptTextsFromJson(row.conflicts),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

export function toRecipeRow(row: Selectable<ProjectPaintTable>): RecipeRow {
  return {
    id: row.id,
    projectId: row.projectId,
    paintId: row.paintId,
    paintSnapshot: paintSnapshotSchema.parse(JSON.parse(row.paintSnapshot)),
    partName: row.partName,
    technique: row.technique,
    usageNotes: row.usageNotes,
    position: row.position,
    conflicts: keptTextsFromJson(row.conflicts),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

const stageNamesSchema = pileSettingsRowSchema.shape.stageNames;

export function toPileSettingsRow(row: Selectable<PileSettingsTable>): PileSettingsRow {
  return {
    id: row.id,
    stageNames: stageNamesSchema.parse(JSON.parse(row.stageNames)),
    monthlyGoal: row.monthlyGoal,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

export function toArmyRow(row: Selectable<ArmyTable>): ArmyRow {
  const { userId: _userId, version: _version, conflicts, ...fields } = row;
  return { ...fields, conflicts: keptTextsFromJson(conflicts) };
}

export function toUnitRow(row: Selectable<ArmyUnitTable>): UnitRow {
  const { userId: _userId, version: _version, conflicts, ...fields } = row;
  return { ...fields, conflicts: keptTextsFromJson(conflicts) };
}

const schemeStepsSchema = z.array(schemeStepSchema);

export function toSchemeRow(row: Selectable<SchemeTable>): SchemeRow {
  const { userId: _userId, version: _version, steps, conflicts, ...fields } = row;
  return { ...fields, steps: schemeStepsSchema.parse(JSON.parse(steps)), conflicts: keptTextsFromJson(conflicts) };
}

/** Every synced row of a user (tombstones included), by entity, ordered by id; for replay checks and tests. */
export async function readUserRows(
  db: Kysely<Database>,
  userId: string,
): Promise<{ [E in EntityName]: Array<EntityRows[E] & { version: number }> }> {
  const paints = await db.selectFrom('paint').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const projects = await db.selectFrom('project').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const recipes = await db.selectFrom('projectPaint').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const settings = await db.selectFrom('pileSettings').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const armies = await db.selectFrom('army').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const units = await db.selectFrom('armyUnit').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const schemes = await db.selectFrom('scheme').selectAll().where('userId', '=', userId).orderBy('id').execute();
  return {
    paint: paints.map((row) => ({ ...toPaintRow(row), version: row.version })),
    project: projects.map((row) => ({ ...toProjectRow(row), version: row.version })),
    recipe: recipes.map((row) => ({ ...toRecipeRow(row), version: row.version })),
    pileSettings: settings.map((row) => ({ ...toPileSettingsRow(row), version: row.version })),
    army: armies.map((row) => ({ ...toArmyRow(row), version: row.version })),
    unit: units.map((row) => ({ ...toUnitRow(row), version: row.version })),
    scheme: schemes.map((row) => ({ ...toSchemeRow(row), version: row.version })),
  };
}
