import { describe, expect, it } from 'vitest';
import { patchOperationSchema, type PatchOperation } from '@paintforge/sync-protocol';
import { at, createTestUser, later, mutations, newDevice, pullOk, pushOk } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { entityTables } from './entity-tables.js';
import { patchJson } from './pull-json.js';
import { readUserRows } from './rows.js';

// Issue 26 on the server: a painter's pile settings are one synced row, theirs alone (migration 0021).
const testApp = useSyncTestApp();

const set = (id: string, changes: Record<string, unknown>, updatedAt = at): [string, unknown] => [
  'pileSettings.set@1',
  { id, ...changes, updatedAt },
];

describe('pile settings through the sync', () => {
  it('a painter’s names and goal pushed from one device reach another, each field the last change’s', async () => {
    const painter = await createTestUser(testApp());
    const [phone, tablet] = [newDevice(), newDevice()];
    const pushed = await pushOk(
      testApp().app,
      painter,
      phone,
      mutations(phone, set(painter.id, { stageNames: { painting: 'On the desk', unbuilt: 'Shame' } }), set(painter.id, { monthlyGoal: 4 })),
    );
    expect(pushed.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    // The tablet renames one stage and clears another; the phone's other name and goal stay.
    await pushOk(
      testApp().app,
      painter,
      tablet,
      mutations(tablet, set(painter.id, { stageNames: { painting: 'Desk', unbuilt: '' } }, later)),
    );
    const { patch } = await pullOk(testApp().app, painter, newDevice());
    const settings = patch.filter((op) => op.entity === 'pileSettings');
    expect(settings).toEqual([
      {
        op: 'put',
        entity: 'pileSettings',
        id: painter.id,
        version: expect.any(Number),
        value: { id: painter.id, stageNames: { painting: 'Desk' }, monthlyGoal: 4, updatedAt: later, deletedAt: null },
      },
    ]);
    expect(patch.map((op) => patchOperationSchema.parse(op))).toEqual(patch);
  });

  it('refuses another painter’s id with not-found, writing nothing, and goes on with the push', async () => {
    const [painter, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const device = newDevice();
    await pushOk(testApp().app, other, newDevice(), mutations(newDevice(), set(other.id, { monthlyGoal: 2 })));
    const { results } = await pushOk(
      testApp().app,
      painter,
      device,
      mutations(device, set(other.id, { monthlyGoal: 999 }), set(painter.id, { monthlyGoal: 5 })),
    );
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'not-found', params: { subject: 'pileSettings' } } });
    expect(results[1]).toMatchObject({ status: 'applied' });
    expect((await readUserRows(testApp().db, other.id)).pileSettings).toEqual([expect.objectContaining({ id: other.id, monthlyGoal: 2 })]);
    expect((await readUserRows(testApp().db, painter.id)).pileSettings).toEqual([
      expect.objectContaining({ id: painter.id, monthlyGoal: 5 }),
    ]);
  });

  it('refuses a goal or a name out of bounds as a validation, not a server error', async () => {
    const painter = await createTestUser(testApp());
    const device = newDevice();
    const { results } = await pushOk(
      testApp().app,
      painter,
      device,
      mutations(device, set(painter.id, { monthlyGoal: 1001 }), set(painter.id, { stageNames: { primed: 'x'.repeat(41) } })),
    );
    expect(results.map((result) => result.error?.code)).toEqual(['validation', 'validation']);
    expect((await readUserRows(testApp().db, painter.id)).pileSettings).toEqual([]);
  });
});

describe('the pileSettings table', () => {
  const row = (id: string) => ({ id, stageNames: { painting: 'Blood "Desk" \\ 血 🎨' }, monthlyGoal: 12, updatedAt: at, deletedAt: null });

  it('reads a row for its painter only, and never lets another painter write it, nor a row of another id', async () => {
    const [painter, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    expect(await entityTables.pileSettings.put(testApp().db, row(painter.id), { userId: painter.id, version: 1 })).toBe(true);
    expect(await entityTables.pileSettings.get(testApp().db, painter.id, painter.id)).toEqual(row(painter.id));
    expect(await entityTables.pileSettings.get(testApp().db, other.id, painter.id)).toBeUndefined();
    // Never a write: SQLite refuses the row by migration 0021's CHECK (id = user_id) before the upsert's WHERE,
    // Postgres finds the conflict first and its WHERE leaves the row alone. The push path refuses it before either.
    // Outside a transaction the table answers through Kysely, a promise (a value at once only on SQLite's push path).
    const takeover = await Promise.resolve(
      entityTables.pileSettings.put(testApp().db, { ...row(painter.id), monthlyGoal: 1 }, { userId: other.id, version: 2 }),
    ).catch((error: unknown) => String(error));
    expect([false, expect.stringMatching(/check constraint/i)]).toContainEqual(takeover);
    expect(await entityTables.pileSettings.get(testApp().db, painter.id, painter.id)).toEqual(row(painter.id));
    await expect(entityTables.pileSettings.put(testApp().db, row(other.id), { userId: painter.id, version: 1 })).rejects.toThrow(
      /check constraint/i,
    );
  });

  it('is bounded by the database too (a goal of 1 to 1000), and goes with its painter', async () => {
    const painter = await createTestUser(testApp());
    await expect(
      entityTables.pileSettings.put(testApp().db, { ...row(painter.id), monthlyGoal: 1001 }, { userId: painter.id, version: 1 }),
    ).rejects.toThrow(/pile_settings_monthly_goal_range/);
    await entityTables.pileSettings.put(testApp().db, row(painter.id), { userId: painter.id, version: 1 });
    await testApp().db.deleteFrom('user').where('id', '=', painter.id).execute();
    expect(await testApp().db.selectFrom('pileSettings').select('id').where('id', '=', painter.id).execute()).toEqual([]);
  });

  it('writes its rows into a pull’s patch as they are', async () => {
    const painter = await createTestUser(testApp());
    await entityTables.pileSettings.put(testApp().db, row(painter.id), { userId: painter.id, version: 3 });
    const patch = JSON.parse(await patchJson(testApp().db, painter.id, 2, 3)) as PatchOperation[];
    expect(patch).toEqual([{ op: 'put', entity: 'pileSettings', id: painter.id, version: 3, value: row(painter.id) }]);
    expect(JSON.parse(await patchJson(testApp().db, painter.id, 3, 4))).toEqual([]);
  });
});
