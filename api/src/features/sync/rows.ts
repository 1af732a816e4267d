import type { Kysely, Selectable } from 'kysely';
import { paintSnapshotSchema, type EntityName, type EntityRows, type PaintRow, type ProjectRow, type RecipeRow } from '@paintforge/sync-protocol';
import type { Database, PaintTable, ProjectPaintTable, ProjectTable } from '../../db/schema.js';

/**
 * The one place where database rows and sync-protocol rows meet: table per entity, integer booleans, the JSON
 * snapshot, and the owner and version columns that the protocol rows do not carry.
 */
export const tableOf = { paint: 'paint', project: 'project', recipe: 'projectPaint' } as const satisfies Record<EntityName, keyof Database>;

/** The columns a synced row is stored in, owner and version included. */
export type StoredRow<E extends EntityName> = { paint: Selectable<PaintTable>; project: Selectable<ProjectTable>; recipe: Selectable<ProjectPaintTable> }[E];

export function toPaintRow(row: Selectable<PaintTable>): PaintRow {
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

export function toProjectRow(row: Selectable<ProjectTable>): ProjectRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageHash: row.imageHash,
    status: row.status as ProjectRow['status'],
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

const toSyncRow: { [E in EntityName]: (row: StoredRow<E>) => EntityRows[E] } = { paint: toPaintRow, project: toProjectRow, recipe: toRecipeRow };

export function toEntityRow<E extends EntityName>(entity: E, row: StoredRow<E>): EntityRows[E] {
  return (toSyncRow[entity] as (row: StoredRow<E>) => EntityRows[E])(row);
}

/** Every column of an entity's table as written for `userId` at `version` (the upsert's values). */
export function toStoredValues<E extends EntityName>(entity: E, row: EntityRows[E], owner: { userId: string; version: number }): Record<string, unknown> {
  switch (entity) {
    case 'paint': {
      const paint = row as PaintRow;
      return { ...paint, isWishlist: paint.isWishlist ? 1 : 0, ...owner };
    }
    case 'project':
      return { ...(row as ProjectRow), ...owner };
    default: {
      const recipe = row as RecipeRow;
      return { ...recipe, paintSnapshot: JSON.stringify(recipe.paintSnapshot), ...owner };
    }
  }
}

/** A synced row with the version of its last write, as a pull sends it. */
export interface VersionedRow<E extends EntityName = EntityName> {
  entity: E;
  version: number;
  value: EntityRows[E];
}

/** Every synced row of a user (tombstones included), by entity, ordered by id; for replay checks and tests. */
export async function readUserRows(db: Kysely<Database>, userId: string): Promise<{ [E in EntityName]: Array<EntityRows[E] & { version: number }> }> {
  const paints = await db.selectFrom('paint').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const projects = await db.selectFrom('project').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const recipes = await db.selectFrom('projectPaint').selectAll().where('userId', '=', userId).orderBy('id').execute();
  return {
    paint: paints.map((row) => ({ ...toPaintRow(row), version: row.version })),
    project: projects.map((row) => ({ ...toProjectRow(row), version: row.version })),
    recipe: recipes.map((row) => ({ ...toRecipeRow(row), version: row.version })),
  };
}
