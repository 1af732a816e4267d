import { describe, expect, it } from 'vitest';
import { patchOperationSchema, type EntityName, type EntityRows, type PatchOperation } from '@paintforge/sync-protocol';
import { at, createTestUser, later } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { claimClient, checkClient } from './apply.js';
import { entityTables } from './entity-tables.js';
import { patchJson } from './pull-json.js';

const testApp = useSyncTestApp();

const uuid = (n: number) => `0190a0b0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
let next = 0x100;

/** One row of each entity, the recipe row on the project. Pile settings, whose id is their painter's, have their own tests (pile-settings.test.ts). */
function rowsFor(): { [E in Exclude<EntityName, 'pileSettings'>]: EntityRows[E] } {
  const project = { id: uuid(next++), name: 'Knight', description: null, imageHash: null, status: 'active' as const };
  return {
    paint: {
      id: uuid(next++),
      name: 'Mephiston Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      range: null,
      catalogId: null,
      quantity: 1,
      status: 'in_stock',
      isWishlist: false,
      priority: 'medium',
      notes: null,
      runningLow: false,
      createdAt: at,
      updatedAt: at,
      conflicts: [{ field: 'notes', text: 'Thin it first', at: later }],
      deletedAt: null,
    },
    project: {
      ...project,
      largeImageHash: null,
      // Issue 26's fields, none at its default, so each column is seen to round-trip (JSON and boolean included).
      stage: 'primed',
      modelCount: 10,
      acquiredAt: at,
      stageHistory: [
        { id: project.id, stage: 'unbuilt', movedAt: at },
        { id: uuid(next++), stage: 'primed', movedAt: later },
      ],
      wipPhotos: [{ id: uuid(next++), stage: 'primed', imageHash: 'a'.repeat(64), largeImageHash: null, addedAt: later }],
      showTimeline: true,
      unitId: uuid(next++),
      shareToken: null,
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    },
    recipe: {
      id: uuid(next++),
      projectId: project.id,
      paintId: null,
      paintSnapshot: { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', range: 'Base' },
      partName: 'Armor',
      technique: null,
      usageNotes: null,
      position: 'a0',
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    },
    // Issue 35's rows, every field set, so that each column is seen to round-trip.
    army: {
      id: uuid(next++),
      name: 'Iron Wardens',
      faction: 'Ultramarines',
      game: 'Warhammer 40,000',
      points: 2000,
      schemeId: uuid(next++),
      notes: 'For the club league',
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    },
    unit: {
      id: uuid(next++),
      armyId: uuid(next++),
      name: 'Intercessors',
      modelCount: 10,
      points: 160,
      schemeId: null,
      notes: 'Sergeant with a power fist',
      position: 'a0',
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    },
    scheme: {
      id: uuid(next++),
      name: 'Ultramarines blue',
      steps: [
        {
          id: uuid(next++),
          part: 'Armour',
          paint: { catalogId: 'c0ffee', name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', range: 'Base' },
          technique: 'Base Coat',
          notes: null,
          unsure: true,
          position: 'a0',
        },
      ],
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    },
  };
}

const entities = ['paint', 'project', 'recipe', 'army', 'unit', 'scheme'] as const;
const rowCountOf = {
  paint: 'paintRows',
  project: 'projectRows',
  recipe: 'recipeRows',
  army: 'armyRows',
  unit: 'unitRows',
  scheme: 'schemeRows',
} as const;

// The store behind every mutator: each entity's queries must keep to one user, count tombstones, and page by version.
describe.each(entities)('the %s table', (entity) => {
  it('stores and reads back a user’s rows, and counts them, tombstones included', async () => {
    const [owner, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const table = entityTables[entity] as (typeof entityTables)['paint'];
    const first = rowsFor();
    const second = rowsFor();
    // The recipe rows need their projects.
    for (const rows of [first, second]) await entityTables.project.put(testApp().db, rows.project, { userId: owner.id, version: 1 });
    const row = first[entity] as EntityRows['paint'];
    expect(await table.put(testApp().db, row, { userId: owner.id, version: 1 })).toBe(true);
    expect(
      await table.put(testApp().db, { ...(second[entity] as EntityRows['paint']), deletedAt: later }, { userId: owner.id, version: 2 }),
    ).toBe(true);
    expect(await table.get(testApp().db, owner.id, row.id)).toEqual(row);
    expect(await table.get(testApp().db, other.id, row.id)).toBeUndefined();
    // The counts the quotas read (kept by triggers): the recipe table holds only the two recipe rows, the project
    // table the two projects the rows needed, and the second write of a row is not a second row.
    const counts = await testApp().db.selectFrom('syncSpace').selectAll().where('userId', 'in', [owner.id, other.id]).execute();
    expect(counts).toEqual([expect.objectContaining({ userId: owner.id, [rowCountOf[entity]]: 2 })]);
  });

  it('refuses to overwrite another user’s row with the same id', async () => {
    const [owner, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const table = entityTables[entity] as (typeof entityTables)['paint'];
    const rows = rowsFor();
    await entityTables.project.put(testApp().db, rows.project, { userId: owner.id, version: 1 });
    const row = rows[entity] as EntityRows['paint'];
    await table.put(testApp().db, row, { userId: owner.id, version: 1 });
    expect(await table.put(testApp().db, { ...row, updatedAt: later }, { userId: other.id, version: 1 })).toBe(false);
    expect(await table.get(testApp().db, owner.id, row.id)).toEqual(row);
  });

  it('writes a pull’s patch in the database: the rows written after one version and up to another, as they are', async () => {
    const user = await createTestUser(testApp());
    const table = entityTables[entity] as (typeof entityTables)['paint'];
    const written = [rowsFor(), rowsFor(), rowsFor()];
    // Text the JSON writers must escape, a true boolean, and a tombstone.
    const tricky = 'Blood "Angels" Red \\ 血 🎨 \u2028 </script>\n\ttab';
    written[1]!.paint = { ...written[1]!.paint, name: tricky, notes: tricky, isWishlist: true, deletedAt: later };
    written[1]!.project = { ...written[1]!.project, description: tricky };
    written[1]!.recipe = {
      ...written[1]!.recipe,
      usageNotes: tricky,
      paintSnapshot: { ...written[1]!.recipe.paintSnapshot, name: tricky },
    };
    written[1]!.army = { ...written[1]!.army, name: tricky, notes: tricky };
    written[1]!.unit = { ...written[1]!.unit, notes: tricky, deletedAt: later };
    written[1]!.scheme = { ...written[1]!.scheme, steps: [{ ...written[1]!.scheme.steps[0]!, notes: tricky }] };
    for (const [index, rows] of written.entries()) {
      await entityTables.project.put(testApp().db, rows.project, { userId: user.id, version: index + 1 });
      if (entity !== 'project') await table.put(testApp().db, rows[entity] as EntityRows['paint'], { userId: user.id, version: index + 1 });
    }
    const patch = JSON.parse(await patchJson(testApp().db, user.id, 1, 2)) as PatchOperation[];
    expect(patch.filter((op) => op.entity === entity)).toEqual([
      { op: 'put', entity, id: written[1]![entity].id, version: 2, value: written[1]![entity] },
    ]);
    // Each operation as the protocol has it.
    expect(patch.map((op) => patchOperationSchema.parse(op))).toEqual(patch);
  });
});

describe('client ids', () => {
  it('each guard on its own refuses another user’s client id, so neither depends on the other', async () => {
    const [owner, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const clientId = crypto.randomUUID();
    expect(await claimClient(testApp().db, clientId, owner.id)).toBe(0);
    expect(await claimClient(testApp().db, clientId, owner.id)).toBe(0); // idempotent for its owner
    await expect(claimClient(testApp().db, clientId, other.id)).rejects.toMatchObject({
      statusCode: 403,
      code: 'client-mismatch',
      message: 'This device’s changes belong to another account. Please sign out and sign in again.',
    });
    await expect(checkClient(testApp().db, clientId, other.id)).rejects.toMatchObject({ statusCode: 403, code: 'client-mismatch' });
    await expect(checkClient(testApp().db, clientId, owner.id)).resolves.toBeUndefined();
  });

  it('a claim marks the client seen for its owner only (once a push, not in every mutation)', async () => {
    const [owner, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const clientId = crypto.randomUUID();
    const seen = async () =>
      (await testApp().db.selectFrom('syncClient').select('lastSeenAt').where('clientId', '=', clientId).executeTakeFirstOrThrow())
        .lastSeenAt;
    await claimClient(testApp().db, clientId, owner.id, at);
    expect(await seen()).toBe(at);
    await claimClient(testApp().db, clientId, owner.id, later);
    expect(await seen()).toBe(later);
    await expect(claimClient(testApp().db, clientId, other.id, '2030-01-01T00:00:00.000Z')).rejects.toMatchObject({
      code: 'client-mismatch',
    });
    expect(await seen()).toBe(later);
  });

  it('a pull may name a client id nobody has claimed', async () => {
    const user = await createTestUser(testApp());
    await expect(checkClient(testApp().db, crypto.randomUUID(), user.id)).resolves.toBeUndefined();
  });
});
