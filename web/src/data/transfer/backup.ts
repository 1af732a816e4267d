import { mutations } from '@paintforge/sync-protocol';
import type { ArgsOf, MutationDefinition, PaintRow, ProjectRow, RecipeRow } from '@paintforge/sync-protocol';
import { backupFormat, type Backup } from './backup-schema';
import { addInBatches } from './import-batches';
import { readSettings, settingsToFill } from '../collection/pile-settings';
import { newId, nowIso, writeLocal, writeLocalBatch } from '../sync/screen';
import type { BatchStep } from '../sync/mutate';
import { requireDatabase } from '../sync/runtime';

/**
 * The painter's whole collection as one JSON file (paints, miniatures and their recipes, the pile's stage names and
 * goal) and back (the file's shape: backup-schema.ts). Photos are not in the file (they are large and live on the
 * server); a restored miniature has no photo.
 */
export { backupFileName, backupSchema, type Backup } from './backup-schema';

const live = <T extends { deletedAt: string | null }>(rows: T[]) => rows.filter((row) => row.deletedAt === null);

/** This device's view of the painter's data, live rows only (a recipe of a deleted miniature is left out). */
export async function createBackup(): Promise<Backup> {
  const db = await requireDatabase();
  const [paints, projects, recipes, settings, armies, units, schemes] = await Promise.all([
    db.paints.toArray(),
    db.projects.toArray(),
    db.recipes.toArray(),
    db.pileSettings.get(db.userId),
    db.armies.toArray(),
    db.units.toArray(),
    db.schemes.toArray(),
  ]);
  const liveArmies = live(armies);
  const armyIds = new Set(liveArmies.map((army) => army.id));
  const liveProjects = live(projects);
  const projectIds = new Set(liveProjects.map((project) => project.id));
  return {
    format: backupFormat,
    version: 1,
    exportedAt: nowIso(),
    paints: live(paints),
    // No photos: neither the miniature's nor its work-in-progress ones (issue 26).
    projects: liveProjects.map((project) => ({ ...project, imageHash: null, largeImageHash: null, wipPhotos: [] })),
    recipes: live(recipes).filter((recipe) => projectIds.has(recipe.projectId)),
    ...(settings ? { pileSettings: { stageNames: settings.stageNames, monthlyGoal: settings.monthlyGoal } } : {}),
    armies: liveArmies,
    units: live(units).filter((unit) => armyIds.has(unit.armyId)),
    schemes: live(schemes),
  };
}

export interface BackupSummary {
  paints: number;
  projects: number;
  recipes: number;
  /** Armies, their units and schemes (issue 35). */
  armies: number;
  /** Already here (same name and brand on the same list, or a miniature of the same name), or refused. */
  skipped: number;
  /** The file names stages this painter has not named, or has a goal where they have none. */
  pileSettings: boolean;
}

const paintKey = (paint: Pick<PaintRow, 'name' | 'brand' | 'isWishlist'>) =>
  `${paint.brand.trim().toLowerCase()}\u0000${paint.name.trim().toLowerCase()}\u0000${paint.isWishlist}`;

/** What importing the backup would add, without writing: the preview. */
export async function previewBackup(backup: Backup): Promise<BackupSummary> {
  return planImport(backup).then((plan) => plan.summary);
}

async function planImport(backup: Backup) {
  const db = await requireDatabase();
  const paints = live(await db.paints.toArray());
  const projects = live(await db.projects.toArray());
  const ownPaint = new Map(paints.map((paint) => [paintKey(paint), paint.id]));
  const ownProject = new Set(projects.map((project) => project.name.trim().toLowerCase()));
  const newPaints: PaintRow[] = backup.paints.filter((paint) => !ownPaint.has(paintKey(paint)));
  const newProjects: ProjectRow[] = backup.projects.filter((project) => !ownProject.has(project.name.trim().toLowerCase()));
  const projectIds = new Set(newProjects.map((project) => project.id));
  const newRecipes: RecipeRow[] = backup.recipes.filter((recipe) => projectIds.has(recipe.projectId));
  // Armies of a name this painter already has are theirs already; schemes likewise.
  const ownArmy = new Set(live(await db.armies.toArray()).map((army) => army.name.trim().toLowerCase()));
  const ownScheme = new Set(live(await db.schemes.toArray()).map((scheme) => scheme.name.trim().toLowerCase()));
  const newArmies = backup.armies.filter((army) => !ownArmy.has(army.name.trim().toLowerCase()));
  const armyIds = new Set(newArmies.map((army) => army.id));
  const newUnits = backup.units.filter((unit) => armyIds.has(unit.armyId));
  const newSchemes = backup.schemes.filter((scheme) => !ownScheme.has(scheme.name.trim().toLowerCase()));
  const total = backup.paints.length + backup.projects.length + backup.recipes.length + backup.armies.length + backup.units.length + backup.schemes.length;
  const adding = newPaints.length + newProjects.length + newRecipes.length + newArmies.length + newUnits.length + newSchemes.length;
  const settings = backup.pileSettings ? settingsToFill(await readSettings(db), backup.pileSettings) : null;
  return {
    ownPaint,
    newPaints,
    newProjects,
    newRecipes,
    newArmies,
    newUnits,
    newSchemes,
    settings,
    summary: {
      paints: newPaints.length,
      projects: newProjects.length,
      recipes: newRecipes.length,
      armies: newArmies.length + newUnits.length + newSchemes.length,
      skipped: total - adding,
      pileSettings: settings !== null,
    },
  };
}

/** One row of a backup to add: its change (named for the catalog paints it may read), and what it counts as once saved. */
interface BackupStep {
  kind: 'paints' | 'projects' | 'recipes' | 'armies';
  name: string;
  args: unknown;
  save: BatchStep<unknown>;
}

function backupStep<M extends MutationDefinition>(kind: BackupStep['kind'], mutation: M, args: ArgsOf<M>): BackupStep {
  return { kind, name: mutation.key, args, save: (write) => write(mutation, args) };
}

/**
 * Adds what the backup has and this painter does not: new ids everywhere (the file may come from another account),
 * recipes re-pointed at the new miniatures and paints. Each row is one ordinary change, synced like any other, added
 * in batches of one local transaction each (import-batches.ts) with `onProgress` after each. The new ids are given
 * before anything is saved, so a recipe names its paint and miniature whichever batch adds them; a row refused is
 * skipped, and so is a recipe whose paint or miniature was (the mutator finds neither).
 */
export async function importBackup(backup: Backup, onProgress?: (added: number, total: number) => void): Promise<BackupSummary> {
  const plan = await planImport(backup);
  const paintIds = new Map<string, string>();
  for (const paint of backup.paints) {
    const existing = plan.ownPaint.get(paintKey(paint));
    if (existing) paintIds.set(paint.id, existing);
  }
  const projectIds = new Map<string, string>();
  // Issue 35: schemes, armies and units get new ids too; what names one is re-pointed (a unit its army and scheme,
  // an army its scheme, a pile entry its unit). A scheme of the same name already here stands in for the file's.
  const schemeIds = new Map<string, string>();
  const ownSchemes = live(await (await requireDatabase()).schemes.toArray());
  for (const scheme of backup.schemes) {
    const existing = ownSchemes.find((own) => own.name.trim().toLowerCase() === scheme.name.trim().toLowerCase());
    if (existing) schemeIds.set(scheme.id, existing.id);
  }
  const schemeSteps = plan.newSchemes.map((scheme): BackupStep => {
    const id = newId();
    schemeIds.set(scheme.id, id);
    return backupStep('armies', mutations.scheme.create, { id, name: scheme.name, steps: scheme.steps, createdAt: scheme.createdAt });
  });
  const schemeOf = (id: string | null) => (id ? (schemeIds.get(id) ?? null) : null);
  const armyIds = new Map<string, string>();
  const armySteps = plan.newArmies.map((army): BackupStep => {
    const id = newId();
    armyIds.set(army.id, id);
    const { name, faction, game, points, notes, createdAt } = army;
    return backupStep('armies', mutations.army.create, { id, name, faction, game, points, notes, schemeId: schemeOf(army.schemeId), createdAt });
  });
  const unitIds = new Map<string, string>();
  const unitSteps = plan.newUnits.map((unit): BackupStep => {
    const id = newId();
    unitIds.set(unit.id, id);
    const { name, modelCount, points, notes, position, createdAt } = unit;
    const armyId = armyIds.get(unit.armyId)!;
    return backupStep('armies', mutations.unit.create, { id, armyId, name, modelCount, points, notes, position, schemeId: schemeOf(unit.schemeId), createdAt });
  });
  const paintSteps = plan.newPaints.map((paint): BackupStep => {
    const id = newId();
    paintIds.set(paint.id, id);
    const { name, brand, color, type, range, catalogId, quantity, status, priority, notes, createdAt } = paint;
    return backupStep('paints', mutations.paint.create, { id, name, brand, color, type, range, catalogId, quantity, status, priority, notes, createdAt });
  });
  const projectSteps = plan.newProjects.map((project): BackupStep => {
    const id = newId();
    projectIds.set(project.id, id);
    // The stage and count come back (a restored box is not a painted miniature); the moves before it do not.
    const { name, description, status, stage, modelCount, acquiredAt, createdAt } = project;
    const unitId = project.unitId ? (unitIds.get(project.unitId) ?? null) : null;
    return backupStep('projects', mutations.project.create, { id, name, description, status, stage, modelCount, acquiredAt, unitId, imageHash: null, createdAt });
  });
  const done: BackupSummary = { paints: 0, projects: 0, recipes: 0, armies: 0, skipped: plan.summary.skipped, pileSettings: false };
  const recipeSteps = plan.newRecipes.flatMap((recipe): BackupStep[] => {
    const projectId = projectIds.get(recipe.projectId);
    // A catalog paint keeps its id; the painter's own paint is the one imported (or already here).
    const paintId = recipe.paintId ? (paintIds.get(recipe.paintId) ?? recipe.paintId) : null;
    if (!projectId || !paintId) {
      done.skipped += 1;
      return [];
    }
    const { partName, technique, usageNotes, position, createdAt } = recipe;
    return [backupStep('recipes', mutations.recipe.add, { id: newId(), projectId, paintId, partName, technique, usageNotes, position, createdAt })];
  });
  // In this order: a recipe's paint and miniature are saved before it, in its batch or an earlier one.
  const steps = [...paintSteps, ...schemeSteps, ...armySteps, ...unitSteps, ...projectSteps, ...recipeSteps];
  const outcomes = await addInBatches(
    steps,
    (batch) => writeLocalBatch(batch.map((step) => step.save), { catalogFor: batch }),
    onProgress,
  );
  outcomes.forEach((outcome, index) => {
    if (outcome.ok) done[steps[index]!.kind] += 1;
    else done.skipped += 1;
  });
  if (plan.settings) {
    const db = await requireDatabase();
    await writeLocal(mutations.pileSettings.set, { id: db.userId, ...plan.settings, updatedAt: nowIso() });
    done.pileSettings = true;
  }
  return done;
}
