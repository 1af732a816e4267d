import { describe, expect, it } from 'vitest';
import { applyMutation, type ArmyRow, type ProjectRow, type SchemeRow, type UnitRow } from '@paintforge/sync-protocol';
import { MemoryStore } from '@paintforge/sync-protocol/testing';
import { stageWords } from '../../messages/stage-text';
import { filterLines, modelsText, paceOf, paintedBy, searchableLines, shoppingCsv, shoppingList, unitProgress } from './army-figures';

const day = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString();
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Pile entries made through the mutators, so their histories are as the app writes them. */
async function entries(list: Array<{ n: number; models: number; unitId?: string; paintedDaysAgo?: number }>): Promise<ProjectRow[]> {
  const store = new MemoryStore();
  for (const { n, models, unitId, paintedDaysAgo } of list) {
    await applyMutation(store, 'project.create@1', {
      id: id(n),
      name: `Box ${n}`,
      stage: 'primed',
      modelCount: models,
      createdAt: at(100),
    });
    if (paintedDaysAgo !== undefined)
      await applyMutation(store, 'project.moveStage@1', { id: id(n), moveId: id(n + 500), stage: 'painted', movedAt: at(paintedDaysAgo) });
    if (unitId) (store.tables.project.get(id(n)) as ProjectRow).unitId = unitId;
  }
  return [...store.tables.project.values()];
}

const unit = (n: number, modelCount: number, extra: Partial<UnitRow> = {}): UnitRow => ({
  id: id(n),
  armyId: id(900),
  name: `Unit ${n}`,
  modelCount,
  points: null,
  schemeId: null,
  notes: null,
  position: 'a0',
  createdAt: at(10),
  updatedAt: at(10),
  conflicts: [],
  deletedAt: null,
  ...extra,
});

describe('a unit’s models and the painter’s pace', () => {
  it('says the models by stage and what is to buy', async () => {
    const pile = await entries([
      { n: 1, models: 4, unitId: id(50) },
      { n: 2, models: 2, unitId: id(50), paintedDaysAgo: 3 },
      { n: 3, models: 7 },
    ]);
    const progress = unitProgress(unit(50, 10), pile);
    expect(progress).toMatchObject({ owned: 6, painted: 2, toBuy: 4 });
    expect(modelsText(progress, stageWords)).toBe('10 models: 4 primed, 2 painted, 4 to buy');
    expect(modelsText(unitProgress(unit(51, 1), pile), stageWords)).toBe('1 model: 1 to buy');
  });

  it('counts models moved to painted over the last eight weeks, and dates the rest at that pace; no history, no date', async () => {
    const pile = await entries([
      { n: 1, models: 8, paintedDaysAgo: 10 },
      { n: 2, models: 8, paintedDaysAgo: 50 },
      { n: 3, models: 20, paintedDaysAgo: 70 },
    ]);
    const pace = paceOf(pile, now);
    expect(pace).toEqual({ painted: 16, perWeek: 2 });
    // 10 models at 2 a week: 5 weeks.
    expect(paintedBy(10, pace, now)?.toISOString()).toBe(new Date(now.getTime() + 35 * day).toISOString());
    expect(paintedBy(10, paceOf([], now), now)).toBeNull();
    expect(paintedBy(0, pace, now)).toBeNull();
  });
});

describe('the shopping list', () => {
  const army = (n: number, schemeId: string | null): ArmyRow => ({
    id: id(n),
    name: `Army ${n}`,
    faction: null,
    game: null,
    points: null,
    schemeId,
    notes: null,
    createdAt: at(1),
    updatedAt: at(1),
    conflicts: [],
    deletedAt: null,
  });
  const paint = (name: string) => ({ catalogId: `cat-${name}`, name, brand: 'Citadel', color: '#9A1115', type: 'Base', range: 'Base' });
  const scheme: SchemeRow = {
    id: id(700),
    name: 'Red',
    steps: [
      { id: id(701), part: 'Armour', paint: paint('Mephiston Red'), technique: null, notes: null, unsure: false, position: 'a0' },
      { id: id(702), part: 'Trim', paint: paint('=HYPERLINK("x")'), technique: null, notes: null, unsure: false, position: 'a1' },
    ],
    createdAt: at(1),
    updatedAt: at(1),
    conflicts: [],
    deletedAt: null,
  };

  it('lists models to buy and each missing paint once across armies, saying why; a painted unit needs no paint; CSV escapes formulas', async () => {
    const pile = await entries([{ n: 1, models: 5, unitId: id(60), paintedDaysAgo: 1 }]);
    const units = [unit(60, 5, { name: 'Cinder Guard' }), unit(61, 10, { name: 'Wardens', armyId: id(901) })];
    const lines = shoppingList({
      armies: [army(900, scheme.id), army(901, scheme.id)],
      units,
      entries: pile,
      schemes: [scheme],
      inventory: [],
      wishlist: [],
    });
    expect(lines.map((line) => [line.kind, line.reasons])).toEqual([
      ['models', ['Army 901 needs 10 more']],
      ['paint', ['Wardens ×10 needs =HYPERLINK("x")']],
      ['paint', ['Wardens ×10 needs Mephiston Red']],
    ]);
    expect(filterLines(searchableLines(lines), 'mephiston').map((line) => line.key)).toEqual(['catalog:cat-Mephiston Red']);
    expect(shoppingCsv(lines).split(/\r?\n/)[2]).toBe(`Paint,"'=HYPERLINK(""x"")",Citadel,1,"Wardens ×10 needs =HYPERLINK(""x"")"`);
  });
});
