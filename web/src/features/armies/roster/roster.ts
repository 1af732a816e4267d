import { armyLimits, fieldLimits, stageLimits } from '@paintforge/sync-protocol';
import type { RosterRefusalReason } from '../../../messages/roster-text';

/**
 * A roster read from a painter's file or pasted list (issue 35), before it is saved: the army's name, game and
 * faction as the file gives them, and its units with their model counts and points. Names and points come only from
 * the painter's own file; the app ships no game data.
 */
export interface RosterUnit {
  name: string;
  modelCount: number;
  points: number | null;
}

export interface Roster {
  name: string | null;
  game: string | null;
  faction: string | null;
  points: number | null;
  units: RosterUnit[];
}

/** Why a file was refused: the words are messages/roster-text.ts's. Nothing of a refused file is saved. */
export type RosterRefusal = RosterRefusalReason;

export class RosterRefused extends Error {
  constructor(readonly reason: RosterRefusal) {
    super(`Roster refused: ${reason}`);
    this.name = 'RosterRefused';
  }
}

/**
 * The bounds of what is read. A real roster is tens of kilobytes (a 3,000-point list with every rule written out is
 * under a megabyte); the bounds refuse what no list builder writes before it can cost the phone its memory.
 */
export const rosterLimits = {
  /** The file as picked (zipped or not). */
  fileBytes: 5 * 1024 * 1024,
  /** A .rosz's roster once unzipped. */
  unzippedBytes: 20 * 1024 * 1024,
  /** Entries a .rosz may hold (BattleScribe writes one). */
  zipEntries: 8,
  /** Element (or JSON) nesting: a roster nests forces and selections a dozen levels deep. */
  depth: 64,
  units: 500,
  /** Lines of a pasted list. */
  textLines: 5000,
} as const;

/** A cost as both BattleScribe's XML and New Recruit's JSON write it. */
export interface CostNode {
  name: string;
  typeId: string;
  value: number;
}

/** A selection (of type unit, model, upgrade…) with what it holds. */
export interface SelectionNode {
  name: string;
  type: string;
  number: number;
  costs: CostNode[];
  selections: SelectionNode[];
}

/** A force (a detachment, a regiment), which may hold forces of its own. */
export interface ForceNode {
  name: string;
  catalogueName: string;
  selections: SelectionNode[];
  forces: ForceNode[];
}

export interface RosterNode {
  name: string;
  gameSystemName: string;
  costs: CostNode[];
  forces: ForceNode[];
}

const isPoints = (cost: CostNode) => /^(pts|points?)$/i.test(cost.name.trim()) || cost.typeId === 'points';

/** A selection's points: its own and everything it holds (a unit's models and wargear carry their own costs). */
function pointsOf(selection: SelectionNode): number {
  const own = selection.costs.filter(isPoints).reduce((sum, cost) => sum + cost.value, 0);
  return selection.selections.reduce((sum, child) => sum + pointsOf(child), own);
}

/** The models a selection holds: the numbers of its nested model selections, at any depth. */
function modelsIn(selection: SelectionNode): number {
  return selection.selections.reduce((sum, child) => sum + (child.type === 'model' ? child.number : 0) + modelsIn(child), 0);
}

const clampPoints = (points: number) => Math.min(armyLimits.pointsMax, Math.max(0, Math.round(points)));
const clampModels = (count: number) => Math.min(stageLimits.modelCountMax, Math.max(1, Math.round(count)));
const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ').slice(0, fieldLimits.nameMax);

/**
 * The units of a roster's forces: each selection of type unit or model that carries points, at the force level or
 * inside nested forces (regiments). Its model count is the sum of its nested model selections, or 1. Upgrades,
 * rules and battle traits are not units. Two units of the same name stay two units.
 */
export function unitsOfForces(forces: readonly ForceNode[]): RosterUnit[] {
  const units: RosterUnit[] = [];
  const visit = (force: ForceNode) => {
    for (const selection of force.selections) {
      if (selection.type !== 'unit' && selection.type !== 'model') continue;
      const points = pointsOf(selection);
      const name = cleanName(selection.name);
      if (points <= 0 || name === '') continue;
      if (units.length >= rosterLimits.units) throw new RosterRefused('too-many-units');
      units.push({ name, modelCount: clampModels(modelsIn(selection) || 1), points: clampPoints(points) });
    }
    force.forces.forEach(visit);
  };
  forces.forEach(visit);
  return units;
}

/** The roster as the app saves it, from a file's tree. */
export function rosterOf(root: RosterNode): Roster {
  const units = unitsOfForces(root.forces);
  if (units.length === 0) throw new RosterRefused('not-a-roster');
  const points = root.costs.filter(isPoints).reduce((sum, cost) => sum + cost.value, 0);
  const faction = root.forces.map((force) => cleanName(force.catalogueName)).find((name) => name !== '') ?? null;
  return {
    name: cleanName(root.name) || null,
    game: cleanName(root.gameSystemName) || null,
    faction,
    points: points > 0 ? clampPoints(points) : null,
    units,
  };
}
