import { generateNKeysBetween } from 'fractional-indexing';
import { notFound, type ArmyRow, type PaintRow, type ProjectRow, type SchemeRow, type SchemeStep, type UnitRow, mutations } from '@paintforge/sync-protocol';
import { requireDatabase } from '../sync/runtime';
import { newId, nowIso, useUserLiveQuery, writeLocal, writeLocalBatch } from '../sync/screen';
import { textEdit } from '../collection/text-edit';

/**
 * Armies for the screens (issue 35): one live read of what the army screens show (the armies, their units, the pile
 * entries that name a unit, the schemes and the painter's paints), and the changes they make, saved locally first.
 */

export interface ArmyWorld {
  armies: ArmyRow[];
  /** Live units of live armies, in roster order. */
  units: UnitRow[];
  /** Live pile entries that name a live unit. */
  entries: ProjectRow[];
  /** Every live pile entry (the "link owned models" choice, the pace). */
  projects: ProjectRow[];
  schemes: SchemeRow[];
  inventory: PaintRow[];
  wishlist: PaintRow[];
}

const byPosition = (a: UnitRow, b: UnitRow) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1);
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);

const emptyWorld: ArmyWorld = { armies: [], units: [], entries: [], projects: [], schemes: [], inventory: [], wishlist: [] };

export function useArmyWorld(): ArmyWorld | undefined {
  return useUserLiveQuery(
    async (db) => {
      const [armies, units, projects, schemes, paints] = await Promise.all([
        db.armies.filter((row) => row.deletedAt === null).toArray(),
        db.units.filter((row) => row.deletedAt === null).toArray(),
        db.projects.filter((row) => row.deletedAt === null).toArray(),
        db.schemes.filter((row) => row.deletedAt === null).toArray(),
        db.paints.filter((row) => row.deletedAt === null).toArray(),
      ]);
      const liveArmies = new Set(armies.map((army) => army.id));
      const liveUnits = units.filter((unit) => liveArmies.has(unit.armyId)).sort(byPosition);
      const unitIds = new Set(liveUnits.map((unit) => unit.id));
      return {
        armies: armies.sort(byName),
        units: liveUnits,
        entries: projects.filter((project) => project.unitId !== null && unitIds.has(project.unitId)),
        projects,
        schemes: schemes.sort(byName),
        inventory: paints.filter((paint) => !paint.isWishlist),
        wishlist: paints.filter((paint) => paint.isWishlist),
      };
    },
    [],
    emptyWorld,
  );
}

export interface NewArmy {
  name: string;
  faction?: string | null;
  game?: string | null;
  points?: number | null;
  units: ReadonlyArray<{ name: string; modelCount: number; points: number | null }>;
}

/** Saves an army with its units in one local transaction (an imported roster, or an army typed in). Returns its id. */
export async function createArmy({ units, ...fields }: NewArmy): Promise<string> {
  const id = newId();
  const createdAt = nowIso();
  const positions = generateNKeysBetween(null, null, units.length);
  const outcomes = await writeLocalBatch([
    (write) => write(mutations.army.create, { id, ...fields, createdAt }),
    ...units.map(
      (unit, index) => (write: Parameters<Parameters<typeof writeLocalBatch>[0][number]>[0]) =>
        write(mutations.unit.create, { id: newId(), armyId: id, ...unit, position: positions[index]!, createdAt }),
    ),
  ]);
  const refused = outcomes.find((outcome) => !outcome.ok);
  if (refused && !refused.ok) throw refused.error;
  return id;
}

type EditableArmy = Pick<ArmyRow, 'name' | 'faction' | 'game' | 'points' | 'schemeId' | 'notes'>;

/** Only what changed travels; `seen`: the notes the form opened with, the base of a notes edit (text-edit.ts). */
export async function updateArmy(id: string, fields: Partial<EditableArmy>, seen?: Pick<ArmyRow, 'notes'>): Promise<void> {
  const db = await requireDatabase();
  const current = await db.armies.get(id);
  if (!current) throw notFound('army');
  const { changes, base } = textEdit<EditableArmy, 'notes'>(current, fields, ['notes'], seen);
  if (changes) await writeLocal(mutations.army.update, { id, changes, base, updatedAt: nowIso() });
}

export async function deleteArmy(id: string): Promise<void> {
  await writeLocal(mutations.army.delete, { id, deletedAt: nowIso() });
}

export async function restoreArmy(id: string): Promise<void> {
  await writeLocal(mutations.army.restore, { id, updatedAt: nowIso() });
}

/** Adds a unit at the end of its army's roster. */
export async function addUnit(armyId: string, unit: { name: string; modelCount: number; points: number | null }): Promise<string> {
  const db = await requireDatabase();
  const last = (await db.units.where('armyId').equals(armyId).toArray()).map((row) => row.position).sort().at(-1) ?? null;
  const id = newId();
  await writeLocal(mutations.unit.create, { id, armyId, ...unit, position: generateNKeysBetween(last, null, 1)[0]!, createdAt: nowIso() });
  return id;
}

type EditableUnit = Pick<UnitRow, 'name' | 'modelCount' | 'points' | 'schemeId' | 'notes'>;

export async function updateUnit(id: string, fields: Partial<EditableUnit>, seen?: Pick<UnitRow, 'notes'>): Promise<void> {
  const db = await requireDatabase();
  const current = await db.units.get(id);
  if (!current) throw notFound('unit');
  const { changes, base } = textEdit<EditableUnit, 'notes'>(current, fields, ['notes'], seen);
  if (changes) await writeLocal(mutations.unit.update, { id, changes, base, updatedAt: nowIso() });
}

export async function deleteUnit(id: string): Promise<void> {
  await writeLocal(mutations.unit.delete, { id, deletedAt: nowIso() });
}

/** "I own 6 of these": a pile entry of that many models for the unit, unbuilt, as a box from the shop is. */
export async function ownModels(unit: Pick<UnitRow, 'id' | 'name'>, count: number): Promise<string> {
  const id = newId();
  await writeLocal(mutations.project.create, { id, name: unit.name, stage: 'unbuilt', modelCount: count, unitId: unit.id, createdAt: nowIso() });
  return id;
}

/** Links pile entries to a unit (or, with null, unlinks them): each its own change. */
export async function linkEntries(projectIds: readonly string[], unitId: string | null): Promise<void> {
  const updatedAt = nowIso();
  await writeLocalBatch(projectIds.map((id) => (write) => write(mutations.project.update, { id, changes: { unitId }, updatedAt })));
}

export type NewSchemeStep = Omit<SchemeStep, 'id' | 'position'>;

/** Saves a scheme with its steps in the given order. Returns its id. */
export async function createScheme(name: string, steps: readonly NewSchemeStep[]): Promise<string> {
  const id = newId();
  const positions = generateNKeysBetween(null, null, steps.length);
  await writeLocal(mutations.scheme.create, {
    id,
    name,
    steps: steps.map((step, index) => ({ ...step, id: newId(), position: positions[index]! })),
    createdAt: nowIso(),
  });
  return id;
}

export async function addSchemeStep(scheme: Pick<SchemeRow, 'id' | 'steps'>, step: NewSchemeStep): Promise<void> {
  const position = generateNKeysBetween(scheme.steps.at(-1)?.position ?? null, null, 1)[0]!;
  await writeLocal(mutations.scheme.addStep, { schemeId: scheme.id, step: { ...step, id: newId(), position }, updatedAt: nowIso() });
}

/** A change of notes carries the notes the step showed (the row now, or `seen`): see text-edit.ts. */
export async function updateSchemeStep(schemeId: string, stepId: string, requested: Partial<NewSchemeStep>, seen?: Pick<SchemeStep, 'notes'>): Promise<void> {
  const step = (await (await requireDatabase()).schemes.get(schemeId))?.steps.find((each) => each.id === stepId);
  if (!step) throw notFound('scheme');
  const { changes, base } = textEdit<NewSchemeStep, 'notes'>(step, requested, ['notes'], seen);
  if (changes) await writeLocal(mutations.scheme.updateStep, { schemeId, stepId, changes, base, updatedAt: nowIso() });
}

export async function removeSchemeStep(schemeId: string, stepId: string): Promise<void> {
  await writeLocal(mutations.scheme.removeStep, { schemeId, stepId, updatedAt: nowIso() });
}

export async function renameScheme(id: string, name: string): Promise<void> {
  await writeLocal(mutations.scheme.rename, { id, name, updatedAt: nowIso() });
}

export async function deleteScheme(id: string): Promise<void> {
  await writeLocal(mutations.scheme.delete, { id, deletedAt: nowIso() });
}

/**
 * A miniature's recipe as scheme steps, in its order: each paint as the recipe remembers it, with its catalog id when
 * it is a catalog paint (the painter's own paint gives its catalog id, if it came from the catalog).
 */
export async function stepsFromRecipe(projectId: string): Promise<NewSchemeStep[]> {
  const db = await requireDatabase();
  const rows = (await db.recipes.where('projectId').equals(projectId).toArray())
    .filter((row) => row.deletedAt === null)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
  const own = new Map((await db.paints.bulkGet(rows.map((row) => row.paintId ?? ''))).filter((paint) => paint !== undefined).map((paint) => [paint.id, paint]));
  return rows.map((row) => {
    const mine = row.paintId ? own.get(row.paintId) : undefined;
    const catalogId = mine ? mine.catalogId : row.paintId;
    const { name, brand, color, type, range } = row.paintSnapshot;
    return { part: row.partName, paint: { catalogId, name, brand, color, type, range }, technique: row.technique, notes: row.usageNotes, unsure: false };
  });
}

export async function restoreUnit(id: string): Promise<void> {
  await writeLocal(mutations.unit.restore, { id, updatedAt: nowIso() });
}
