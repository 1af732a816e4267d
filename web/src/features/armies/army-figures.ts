import {
  isDoneStage,
  projectStages,
  type ArmyRow,
  type PaintRow,
  type ProjectRow,
  type ProjectStage,
  type SchemeRow,
  type SchemeStep,
  type UnitRow,
} from '@paintforge/sync-protocol';
import Papa from 'papaparse';
import { paintedAt } from '../../components/burn-down/pile-figures';
import { escapeCsvCell } from '../../components/csv-cells';
import { ownershipOf, type Ownership } from '../../data/collection/paint-ownership';
import { activeLocale, t } from '../../i18n/t';

/**
 * The army screens' figures (issue 35), apart from the screens so they can be tested: a unit's models by stage (its
 * pile entries') and what is still to buy, the scheme that paints a unit, each scheme paint resolved against the
 * painter's paints, the one shopping list, and the date the painter's pace gives.
 */

export interface UnitProgress {
  /** Models the roster asks for. */
  models: number;
  /** Models on the pile for this unit, per stage. */
  byStage: Record<ProjectStage, number>;
  owned: number;
  /** Owned models painted (or past). */
  painted: number;
  toBuy: number;
}

export function unitProgress(unit: Pick<UnitRow, 'id' | 'modelCount'>, entries: readonly ProjectRow[]): UnitProgress {
  const byStage = Object.fromEntries(projectStages.map((stage) => [stage, 0])) as Record<ProjectStage, number>;
  let owned = 0;
  let painted = 0;
  for (const entry of entries) {
    if (entry.unitId !== unit.id) continue;
    byStage[entry.stage] += entry.modelCount;
    owned += entry.modelCount;
    if (isDoneStage(entry.stage)) painted += entry.modelCount;
  }
  return { models: unit.modelCount, byStage, owned, painted, toBuy: Math.max(0, unit.modelCount - owned) };
}

/** "10 models: 4 unbuilt, 4 primed, 2 to buy", with the painter's stage names. */
export function modelsText(progress: UnitProgress, names: Record<ProjectStage, string>): string {
  const parts = projectStages
    .filter((stage) => progress.byStage[stage] > 0)
    .map((stage) => t('armies.stageCount', { count: progress.byStage[stage], stage: names[stage].toLocaleLowerCase(activeLocale()) }));
  if (progress.toBuy > 0) parts.push(t('armies.toBuy', { count: progress.toBuy }));
  const models = t('armies.modelCount', { count: progress.models });
  return parts.length > 0 ? t('armies.modelsBreakdown', { models, parts: parts.join(', ') }) : models;
}

export interface ArmyProgress {
  models: number;
  owned: number;
  painted: number;
  toBuy: number;
}

export function armyProgress(units: readonly UnitRow[], entries: readonly ProjectRow[]): ArmyProgress {
  const total = { models: 0, owned: 0, painted: 0, toBuy: 0 };
  for (const unit of units) {
    const progress = unitProgress(unit, entries);
    total.models += progress.models;
    total.owned += progress.owned;
    total.painted += Math.min(progress.painted, progress.models);
    total.toBuy += progress.toBuy;
  }
  return total;
}

/** The scheme a unit is painted with: its own, else its army's; null when neither names a live one. */
export function schemeOf(
  unit: Pick<UnitRow, 'schemeId'>,
  army: Pick<ArmyRow, 'schemeId'> | undefined,
  schemes: readonly SchemeRow[],
): SchemeRow | null {
  const id = unit.schemeId ?? army?.schemeId ?? null;
  return schemes.find((scheme) => scheme.id === id) ?? null;
}

/** A scheme step's paint, resolved owned first: the painter's own pot, else the closest owned one with its ΔE. */
export function stepOwnership(step: SchemeStep, inventory: readonly PaintRow[], wishlist: readonly PaintRow[]): Ownership | null {
  if (!step.paint) return null;
  return ownershipOf({ paintId: step.paint.catalogId, paint: step.paint }, inventory, wishlist);
}

/** "You own 5 of 7": the steps with a paint, and how many of those the painter owns. */
export function ownedCount(steps: readonly SchemeStep[], inventory: readonly PaintRow[]): { owned: number; total: number } {
  const withPaint = steps.filter((step) => step.paint !== null);
  const owned = withPaint.filter((step) => stepOwnership(step, inventory, [])?.kind === 'owned').length;
  return { owned, total: withPaint.length };
}

export type ShoppingLine =
  | { kind: 'models'; key: string; name: string; count: number; reasons: string[] }
  | { kind: 'paint'; key: string; paint: NonNullable<SchemeStep['paint']>; onWishlist: boolean; reasons: string[] };

const paintKey = (paint: NonNullable<SchemeStep['paint']>) =>
  paint.catalogId ? `catalog:${paint.catalogId}` : `paint:${paint.brand.trim().toLowerCase()}\u0000${paint.name.trim().toLowerCase()}`;

export interface ShoppingInput {
  armies: readonly ArmyRow[];
  units: readonly UnitRow[];
  entries: readonly ProjectRow[];
  schemes: readonly SchemeRow[];
  inventory: readonly PaintRow[];
  wishlist: readonly PaintRow[];
}

/**
 * One shopping list across every army: the models still to buy, unit by unit, and each paint the schemes of units
 * not yet painted need and the painter does not own, once however many units need it. Every line says why.
 */
export function shoppingList({ armies, units, entries, schemes, inventory, wishlist }: ShoppingInput): ShoppingLine[] {
  const armyOf = new Map(armies.map((army) => [army.id, army]));
  const models: ShoppingLine[] = [];
  const paints = new Map<string, Extract<ShoppingLine, { kind: 'paint' }>>();
  for (const unit of units) {
    const army = armyOf.get(unit.armyId);
    if (!army) continue;
    const progress = unitProgress(unit, entries);
    if (progress.toBuy > 0)
      models.push({
        kind: 'models',
        key: `unit:${unit.id}`,
        name: unit.name,
        count: progress.toBuy,
        reasons: [t('armies.needsMore', { army: army.name, count: progress.toBuy })],
      });
    if (Math.min(progress.painted, unit.modelCount) >= unit.modelCount) continue;
    const scheme = schemeOf(unit, army, schemes);
    for (const step of scheme?.steps ?? []) {
      const ownership = stepOwnership(step, inventory, wishlist);
      if (!step.paint || !ownership || ownership.kind === 'owned') continue;
      const key = paintKey(step.paint);
      const line = paints.get(key) ?? {
        kind: 'paint' as const,
        key,
        paint: step.paint,
        onWishlist: ownership.kind === 'wishlist',
        reasons: [],
      };
      const reason = t('armies.needsPaint', { unit: unit.name, models: unit.modelCount, paint: step.paint.name });
      if (!line.reasons.includes(reason)) line.reasons.push(reason);
      paints.set(key, line);
    }
  }
  return [...models, ...[...paints.values()].sort((a, b) => a.paint.name.localeCompare(b.paint.name))];
}

export const lineName = (line: ShoppingLine) =>
  line.kind === 'models' ? `${line.name} ×${line.count}` : `${line.paint.name} (${line.paint.brand})`;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The lines with the text a filter looks in, folded once (not at every keystroke). */
export interface SearchableLines {
  lines: readonly ShoppingLine[];
  texts: readonly string[];
}

export function searchableLines(lines: readonly ShoppingLine[]): SearchableLines {
  return { lines, texts: lines.map((line) => fold(`${lineName(line)} ${line.reasons.join(' ')}`)) };
}

/** The lines whose name or reasons hold every word typed, case- and accent-insensitively. */
export function filterLines({ lines, texts }: SearchableLines, query: string): readonly ShoppingLine[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return lines;
  return lines.filter((_, index) => words.every((word) => texts[index]!.includes(word)));
}

export const shoppingCsvFileName = 'army-shopping-list.csv';

/** The list as CSV (Papa writes the quoting; cells that a spreadsheet would run as formulas are escaped). */
export function shoppingCsv(lines: readonly ShoppingLine[]): string {
  return Papa.unparse({
    fields: ['Kind', 'Item', 'Brand', 'Quantity', 'Why'],
    data: lines.map((line) =>
      (line.kind === 'models'
        ? ['Models', line.name, '', line.count, line.reasons.join('; ')]
        : ['Paint', line.paint.name, line.paint.brand, 1, line.reasons.join('; ')]
      ).map((cell) => (typeof cell === 'string' ? escapeCsvCell(cell) : cell)),
    ),
  });
}

/** The list as text to share in a chat or a note. */
export function shoppingText(lines: readonly ShoppingLine[]): string {
  const models = lines.filter((line) => line.kind === 'models');
  const paints = lines.filter((line) => line.kind === 'paint');
  const out = [t('armies.shoppingList')];
  if (models.length > 0) out.push('', t('armies.textModels'), ...models.map((line) => `- ${lineName(line)} (${line.reasons.join('; ')})`));
  if (paints.length > 0) out.push('', t('armies.textPaints'), ...paints.map((line) => `- ${lineName(line)} (${line.reasons.join('; ')})`));
  return out.join('\n');
}

export const paceWeeks = 8;
const weekMs = 7 * 24 * 60 * 60 * 1000;

export interface Pace {
  /** Models moved to painted over the last eight weeks. */
  painted: number;
  perWeek: number;
}

/** The painter's own pace: models painted per week over the last eight weeks, from the whole pile's history. */
export function paceOf(projects: readonly ProjectRow[], now: Date): Pace {
  const since = now.getTime() - paceWeeks * weekMs;
  let painted = 0;
  for (const project of projects) {
    const at = paintedAt(project);
    if (at !== null && Date.parse(at) > since && Date.parse(at) <= now.getTime()) painted += project.modelCount;
  }
  return { painted, perWeek: painted / paceWeeks };
}

/** When the models still to paint are painted at this pace; null when there is no pace to go by (or nothing left). */
export function paintedBy(left: number, pace: Pace, now: Date): Date | null {
  if (left <= 0 || pace.perWeek <= 0) return null;
  return new Date(now.getTime() + Math.ceil((left / pace.perWeek) * 7) * 24 * 60 * 60 * 1000);
}
