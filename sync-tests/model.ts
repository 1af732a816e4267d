/**
 * The oracle: a plain in-memory model of what the painter intended, written from the product's rules and NOT from
 * the server's store or the shared mutators (sync-protocol only told us the rules: deltas add up and clamp to
 * 0..9999, a wishlist paint holds 0, a paint moved back to the inventory holds at least 1, an edit of a deleted row is
 * kept under the tombstone with a notice, deleting twice or restoring a live row changes nothing, a recipe paint
 * snapshots its paint; issue 26: a miniature's stage is its latest move's by time then id, every move is kept, a
 * split takes fewer models than the entry has and copies its stage and history and its bought date, the box's own or
 * else when the box was made; issue 37: the status is the painter's own, active unless set, and no stage move touches it; a painter's pile settings are theirs
 * alone, each stage name and the goal the last one set, a blank name the app's again). The property suite feeds it the painter's own intents in the order the server consumed them
 * and compares what it ends with to the server's rows, so a server that loses, doubles or alters a write disagrees
 * with it even when server, devices and the server's own log agree with one another.
 */

export type Entity = 'paint' | 'project' | 'recipe' | 'army';

export interface IntendedPaint {
  id: string;
  name: string;
  brand: string;
  color: string;
  type: string;
  quantity: number;
  status: 'in_stock' | 'wishlist';
  isWishlist: boolean;
  notes: string | null;
  deletedAt: string | null;
}

export type Stage = 'unbuilt' | 'built' | 'primed' | 'painting' | 'painted' | 'based' | 'varnished';

export interface IntendedProject {
  id: string;
  name: string;
  description: string | null;
  imageHash: string | null;
  status: 'active' | 'completed';
  stage: Stage;
  modelCount: number;
  /** When the models were bought; null means when the entry was made. */
  acquiredAt: string | null;
  /** The moves' ids, in history order (time, then id). */
  moves: string[];
  /** The work-in-progress photos, in the order of their times (then ids), whatever order they arrived in. */
  wipPhotos: Array<{ id: string; imageHash: string; addedAt: string }>;
  /** The army unit it is for (issue 35); a split's unit keeps it. */
  unitId: string | null;
  deletedAt: string | null;
}

/** Issue 35: an army, its units (a unit of a deleted army is kept under it) and schemes of ordered steps. */
export interface IntendedArmy {
  id: string;
  name: string;
  deletedAt: string | null;
}

export interface IntendedUnit {
  id: string;
  armyId: string;
  modelCount: number;
  points: number | null;
  schemeId: string | null;
  deletedAt: string | null;
}

export interface IntendedScheme {
  id: string;
  /** In position order, then id. */
  steps: Array<{ id: string; position: string; notes: string | null }>;
  deletedAt: string | null;
}

/** A painter's pile settings (issue 26): only the stages they named (names trimmed), and their monthly goal. */
export interface IntendedPileSettings {
  id: string;
  stageNames: Partial<Record<Stage, string>>;
  monthlyGoal: number | null;
}

/** A stage move as the model keeps it (the ids of IntendedProject.moves, with what orders them). */
interface Move {
  id: string;
  stage: Stage;
  movedAt: string;
}

export interface IntendedRecipe {
  id: string;
  projectId: string;
  /** null once its paint was purged; the name it was added with stays. */
  paintId: string | null;
  paintName: string;
  partName: string;
  usageNotes: string | null;
  position: string;
  deletedAt: string | null;
}

/** One thing the painter did, in the painter's terms (the harness records it beside the mutation it queued). */
export type Intent =
  | { kind: 'createPaint'; id: string; name: string; brand: string; color: string; type: string; quantity: number; wishlist: boolean }
  | { kind: 'editPaintNotes'; id: string; notes: string }
  | { kind: 'adjustQuantity'; id: string; delta: number }
  | { kind: 'setQuantity'; id: string; quantity: number }
  | { kind: 'movePaint'; id: string; to: 'inventory' | 'wishlist' }
  | {
      kind: 'createProject';
      id: string;
      name: string;
      description: string;
      imageHash: string | null;
      stage: Stage;
      modelCount: number;
      createdAt: string;
    }
  | { kind: 'moveStage'; id: string; moveId: string; stage: Stage; movedAt: string }
  | { kind: 'addWipPhoto'; id: string; photoId: string; imageHash: string; addedAt: string }
  | { kind: 'removeWipPhoto'; id: string; photoId: string }
  | { kind: 'split'; id: string; newId: string; count: number; createdAt: string }
  | { kind: 'renameProject'; id: string; name: string }
  | { kind: 'addRecipe'; id: string; projectId: string; paintId: string; partName: string; position: string }
  | { kind: 'editRecipeNotes'; id: string; usageNotes: string }
  | { kind: 'moveRecipe'; id: string; position: string }
  /** `own`: the painter's own settings (their user id); another painter's are refused as not there. */
  | { kind: 'setPileSettings'; id: string; own: boolean; stageNames?: Partial<Record<Stage, string>>; monthlyGoal?: number | null }
  | { kind: 'createArmy'; id: string; name: string }
  | { kind: 'createUnit'; id: string; armyId: string; modelCount: number }
  | { kind: 'editUnitPoints'; id: string; points: number }
  | { kind: 'linkUnit'; id: string; unitId: string | null }
  | { kind: 'createScheme'; id: string; stepId: string }
  | { kind: 'addStep'; id: string; stepId: string; position: string }
  | { kind: 'editStep'; id: string; stepId: string; notes: string }
  | { kind: 'removeStep'; id: string; stepId: string }
  | { kind: 'assignScheme'; id: string; schemeId: string }
  | { kind: 'delete'; entity: Entity; id: string; at: string }
  | { kind: 'restore'; entity: Entity; id: string };

/** What the server should answer for an intent: applied (with the codes of its notices) or refused with a code. */
export type Outcome =
  { status: 'applied'; notices: string[] } | { status: 'rejected'; code: 'not-found' | 'conflict' | 'validation' | 'quota-exceeded' };

const quantityMax = 9999;
// The product's limits (issue 26), written out here rather than imported from the mutators.
const movesMax = 200;
const wipPhotosMax = 60;
/** Moves and photos are ordered by their device's time, then by id, so that every order of arrival agrees. */
const byTimeThenId =
  <T extends { id: string }>(timeOf: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(timeOf(a)) - Date.parse(timeOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const moveOrder = byTimeThenId<Move>((move) => move.movedAt);
const photoOrder = byTimeThenId<IntendedProject['wipPhotos'][number]>((photo) => photo.addedAt);
const clamp = (quantity: number) => Math.min(quantityMax, Math.max(0, quantity));
/** Optional texts: surrounding blanks go, and a blank text means "none". */
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

export interface PainterModel {
  apply(intent: Intent): Outcome;
  /** Tombstones past retention are forgotten; recipe rows go with their project and lose a purged paint's link. */
  purge(): void;
  rows(): {
    paint: IntendedPaint[];
    project: IntendedProject[];
    recipe: IntendedRecipe[];
    pileSettings: IntendedPileSettings[];
    army: IntendedArmy[];
    unit: IntendedUnit[];
    scheme: IntendedScheme[];
  };
}

/** `catalogNames`: the shared catalog, by id (a recipe may use a catalog paint). */
export function createPainterModel(catalogNames: ReadonlyMap<string, string>): PainterModel {
  const paints = new Map<string, IntendedPaint>();
  const projects = new Map<string, IntendedProject>();
  const recipes = new Map<string, IntendedRecipe>();
  const settings = new Map<string, IntendedPileSettings>();
  const armies = new Map<string, IntendedArmy>();
  const units = new Map<string, IntendedUnit>();
  const schemes = new Map<string, IntendedScheme>();
  /** Each miniature's moves, in history order. */
  const histories = new Map<string, Move[]>();
  /** When each miniature was made: a split dates its unit's purchase by it when the box has no date of its own. */
  const madeAt = new Map<string, string>();
  const tables = { paint: paints, project: projects, recipe: recipes, army: armies } as const;
  const stepOrder = (a: { id: string; position: string }, b: { id: string; position: string }) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

  const applied = (row: { deletedAt: string | null }, notice: 'edited-deleted' | 'added-to-deleted' = 'edited-deleted'): Outcome => ({
    status: 'applied',
    notices: row.deletedAt === null ? [] : [notice],
  });
  const missing: Outcome = { status: 'rejected', code: 'not-found' };
  const taken: Outcome = { status: 'rejected', code: 'conflict' };

  /** An edit of an existing row: it changes even under a tombstone (delete wins, a restore brings the edit back). */
  function edit<R extends { deletedAt: string | null }>(table: Map<string, R>, id: string, change: (row: R) => void): Outcome {
    const row = table.get(id);
    if (!row) return missing;
    const outcome = applied(row);
    change(row);
    return outcome;
  }

  function apply(intent: Intent): Outcome {
    switch (intent.kind) {
      case 'createPaint': {
        if (paints.has(intent.id)) return taken;
        const { id, name, brand, color, type, wishlist } = intent;
        paints.set(id, {
          id,
          name,
          brand,
          color: color.toUpperCase(),
          type,
          quantity: wishlist ? 0 : intent.quantity,
          status: wishlist ? 'wishlist' : 'in_stock',
          isWishlist: wishlist,
          notes: null,
          deletedAt: null,
        });
        return { status: 'applied', notices: [] };
      }
      case 'editPaintNotes':
        return edit(paints, intent.id, (row) => (row.notes = optional(intent.notes)));
      case 'adjustQuantity':
        return edit(paints, intent.id, (row) => (row.quantity = clamp(row.quantity + intent.delta)));
      case 'setQuantity':
        return edit(paints, intent.id, (row) => (row.quantity = intent.quantity));
      case 'movePaint':
        return edit(paints, intent.id, (row) => {
          row.status = intent.to === 'wishlist' ? 'wishlist' : 'in_stock';
          row.isWishlist = intent.to === 'wishlist';
          row.quantity = intent.to === 'wishlist' ? 0 : Math.max(1, row.quantity);
        });
      case 'createProject': {
        if (projects.has(intent.id)) return taken;
        const { id, name, description, imageHash, stage, modelCount, createdAt } = intent;
        histories.set(id, [{ id, stage, movedAt: createdAt }]);
        madeAt.set(id, createdAt);
        projects.set(id, {
          id,
          name,
          description: optional(description),
          imageHash,
          status: 'active',
          stage,
          modelCount,
          acquiredAt: null,
          moves: [id],
          wipPhotos: [],
          unitId: null,
          deletedAt: null,
        });
        return { status: 'applied', notices: [] };
      }
      case 'moveStage': {
        const history = histories.get(intent.id);
        if (!history) return missing;
        if (history.length >= movesMax) return { status: 'rejected', code: 'quota-exceeded' };
        history.push({ id: intent.moveId, stage: intent.stage, movedAt: intent.movedAt });
        history.sort(moveOrder);
        return edit(projects, intent.id, (row) => {
          row.moves = history.map((move) => move.id);
          row.stage = history.at(-1)!.stage;
        });
      }
      case 'addWipPhoto': {
        const project = projects.get(intent.id);
        if (!project) return missing;
        if (project.wipPhotos.length >= wipPhotosMax) return { status: 'rejected', code: 'quota-exceeded' };
        return edit(projects, intent.id, (row) => {
          row.wipPhotos.push({ id: intent.photoId, imageHash: intent.imageHash, addedAt: intent.addedAt });
          row.wipPhotos.sort(photoOrder);
        });
      }
      case 'removeWipPhoto':
        return edit(projects, intent.id, (row) => (row.wipPhotos = row.wipPhotos.filter((photo) => photo.id !== intent.photoId)));
      case 'split': {
        const project = projects.get(intent.id);
        // Only a live entry splits, into an id not taken, and keeps at least one model.
        if (!project || project.deletedAt !== null) return missing;
        if (projects.has(intent.newId)) return taken;
        if (intent.count >= project.modelCount) return { status: 'rejected', code: 'validation' };
        project.modelCount -= intent.count;
        histories.set(intent.newId, [...histories.get(intent.id)!]);
        madeAt.set(intent.newId, intent.createdAt);
        projects.set(intent.newId, {
          ...project,
          id: intent.newId,
          imageHash: null,
          modelCount: intent.count,
          acquiredAt: project.acquiredAt ?? madeAt.get(intent.id)!,
          moves: [...project.moves],
          wipPhotos: [],
        });
        return { status: 'applied', notices: [] };
      }
      case 'renameProject':
        return edit(projects, intent.id, (row) => (row.name = intent.name.trim()));
      case 'addRecipe': {
        if (recipes.has(intent.id)) return taken;
        const project = projects.get(intent.projectId);
        // The painter's own paint (even deleted) first, then the catalog's.
        const paintName = paints.get(intent.paintId)?.name ?? catalogNames.get(intent.paintId);
        if (!project || paintName === undefined) return missing;
        const { id, projectId, paintId, partName, position } = intent;
        recipes.set(id, { id, projectId, paintId, paintName, partName, usageNotes: null, position, deletedAt: null });
        // Added to a miniature deleted elsewhere: kept, and the painter hears of it.
        return applied(project, 'added-to-deleted');
      }
      case 'editRecipeNotes':
        return edit(recipes, intent.id, (row) => (row.usageNotes = optional(intent.usageNotes)));
      case 'moveRecipe':
        return edit(recipes, intent.id, (row) => (row.position = intent.position));
      case 'setPileSettings': {
        if (!intent.own) return missing;
        const row = settings.get(intent.id) ?? { id: intent.id, stageNames: {}, monthlyGoal: null };
        for (const [stage, name] of Object.entries(intent.stageNames ?? {}) as Array<[Stage, string]>) {
          if (name.trim() === '') delete row.stageNames[stage];
          else row.stageNames[stage] = name.trim();
        }
        if (intent.monthlyGoal !== undefined) row.monthlyGoal = intent.monthlyGoal;
        settings.set(intent.id, row);
        return { status: 'applied', notices: [] };
      }
      case 'createArmy': {
        if (armies.has(intent.id)) return taken;
        armies.set(intent.id, { id: intent.id, name: intent.name, deletedAt: null });
        return { status: 'applied', notices: [] };
      }
      case 'createUnit': {
        if (units.has(intent.id)) return taken;
        const army = armies.get(intent.armyId);
        if (!army) return missing;
        const { id, armyId, modelCount } = intent;
        units.set(id, { id, armyId, modelCount, points: null, schemeId: null, deletedAt: null });
        // Added to an army deleted elsewhere: kept under it, and the painter hears of it.
        return applied(army, 'added-to-deleted');
      }
      case 'editUnitPoints':
        return edit(units, intent.id, (row) => (row.points = intent.points));
      case 'linkUnit':
        // Only a unit of the painter's may be named (a deleted one too); unlinking needs none.
        if (intent.unitId !== null && !units.has(intent.unitId)) return missing;
        return edit(projects, intent.id, (row) => (row.unitId = intent.unitId));
      case 'assignScheme':
        if (!schemes.has(intent.schemeId)) return missing;
        return edit(units, intent.id, (row) => (row.schemeId = intent.schemeId));
      case 'createScheme': {
        if (schemes.has(intent.id)) return taken;
        schemes.set(intent.id, { id: intent.id, steps: [{ id: intent.stepId, position: 'a0', notes: null }], deletedAt: null });
        return { status: 'applied', notices: [] };
      }
      case 'addStep': {
        const scheme = schemes.get(intent.id);
        if (!scheme) return missing;
        return edit(schemes, intent.id, (row) => {
          row.steps.push({ id: intent.stepId, position: intent.position, notes: null });
          row.steps.sort(stepOrder);
        });
      }
      case 'editStep': {
        const scheme = schemes.get(intent.id);
        // A step removed meanwhile is not brought back by an edit of it.
        if (!scheme || !scheme.steps.some((step) => step.id === intent.stepId)) return missing;
        return edit(schemes, intent.id, (row) => {
          for (const step of row.steps) if (step.id === intent.stepId) step.notes = optional(intent.notes);
        });
      }
      case 'removeStep':
        return edit(schemes, intent.id, (row) => (row.steps = row.steps.filter((step) => step.id !== intent.stepId)));
      case 'delete': {
        const row = tables[intent.entity].get(intent.id);
        if (!row) return missing;
        // Deleting twice keeps the first deletion.
        row.deletedAt ??= intent.at;
        return { status: 'applied', notices: [] };
      }
      case 'restore': {
        const row = tables[intent.entity].get(intent.id);
        if (!row) return missing;
        row.deletedAt = null;
        return { status: 'applied', notices: [] };
      }
    }
  }

  function purge(): void {
    const purgedPaints = new Set([...paints.values()].filter((row) => row.deletedAt !== null).map((row) => row.id));
    const purgedProjects = new Set([...projects.values()].filter((row) => row.deletedAt !== null).map((row) => row.id));
    for (const id of purgedPaints) paints.delete(id);
    for (const id of purgedProjects) {
      projects.delete(id);
      histories.delete(id);
    }
    for (const row of [...recipes.values()]) {
      if (row.deletedAt !== null || purgedProjects.has(row.projectId)) recipes.delete(row.id);
      else if (row.paintId !== null && purgedPaints.has(row.paintId)) row.paintId = null;
    }
    // A purged army takes its units; a pile entry or unit keeps naming a purged unit or scheme (readers skip it).
    const purgedArmies = new Set([...armies.values()].filter((row) => row.deletedAt !== null).map((row) => row.id));
    for (const id of purgedArmies) armies.delete(id);
    for (const row of [...units.values()]) if (row.deletedAt !== null || purgedArmies.has(row.armyId)) units.delete(row.id);
    for (const row of [...schemes.values()]) if (row.deletedAt !== null) schemes.delete(row.id);
  }

  const sorted = <R extends { id: string }>(table: Map<string, R>) =>
    [...table.values()].map((row) => structuredClone(row)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  return {
    apply,
    purge,
    rows: () => ({
      paint: sorted(paints),
      project: sorted(projects),
      recipe: sorted(recipes),
      pileSettings: sorted(settings),
      army: sorted(armies),
      unit: sorted(units),
      scheme: sorted(schemes),
    }),
  };
}
