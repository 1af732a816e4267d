import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineMutation, MutationRejected, registerMutation, rowOf, mutations } from '@paintforge/sync-protocol';
import { addPaintFromCatalog } from '../collection/paints';
import type { UserDatabase } from './database';
import { mutateBatch, type BatchStep } from './mutate';
import { catalogPaint, openDevice } from './testing/devices';
import { countWakeUps } from './testing/wake-ups';

const at = '2026-11-27T10:00:00.000Z';
const paintId = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const paint = (n: number, name = `Mix ${n}`) => ({ id: paintId(n), name, brand: 'Other', color: '#123456', type: 'Layer', createdAt: at });
const create =
  (n: number, name?: string): BatchStep<string> =>
  async (write) => {
    await write(mutations.paint.create, paint(n, name));
    return paintId(n);
  };

const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

async function device() {
  const { db } = await openDevice('u1');
  open.push(db);
  return db;
}

describe('a batch of local writes', () => {
  it('saves a batch in one transaction: the live queries are woken once for the whole batch', async () => {
    const db = await device();
    const counter = countWakeUps(db, 'paints');
    try {
      const outcomes = await mutateBatch(
        db,
        Array.from({ length: 100 }, (_, n) => create(n)),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(counter.wakeUps).toBe(1);
      expect(await db.paints.count()).toBe(100);
      // The same rows one write each, as the import saved them before: a wake-up (and a redraw) per row.
      await Promise.all([db.paints.clear(), db.outbox.clear()]);
      counter.wakeUps = 0;
      for (let n = 0; n < 5; n++) await mutateBatch(db, [create(n)]);
      expect(counter.wakeUps).toBe(5);
    } finally {
      counter.stop();
    }
  });

  it('queues every row as its own mutation, ids 1, 2, 3… without a gap, in the steps’ order', async () => {
    const db = await device();
    await mutateBatch(db, [create(1)]);
    await mutateBatch(
      db,
      Array.from({ length: 50 }, (_, n) => create(n + 2)),
    );
    const outbox = await db.outbox.toArray();
    expect(outbox.map((row) => row.mutationId)).toEqual(Array.from({ length: 51 }, (_, n) => n + 1));
    expect(new Set(outbox.map((row) => row.mutationId)).size).toBe(51);
    expect(outbox.map((row) => (row.args as { id: string }).id)).toEqual(Array.from({ length: 51 }, (_, n) => paintId(n + 1)));
    expect(outbox.every((row) => row.name === 'paint.create@1' && row.status === 'pending')).toBe(true);
    expect((await db.readMeta()).nextMutationId).toBe(52);
    expect(await db.paints.count()).toBe(51);
  });

  it('reports a refused row and saves the rest of its batch; the refused one takes no mutation id', async () => {
    const db = await device();
    const outcomes = await mutateBatch(db, [create(1), create(2, '  '), create(3)]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    const refusal = outcomes[1];
    expect(refusal?.ok === false && refusal.error).toBeInstanceOf(MutationRejected);
    expect(refusal?.ok === false && refusal.error.message).toBe('Paint name is required');
    expect((await db.paints.toArray()).map((row) => row.id).sort()).toEqual([paintId(1), paintId(3)]);
    expect((await db.outbox.toArray()).map((row) => [row.mutationId, (row.args as { id: string }).id])).toEqual([
      [1, paintId(1)],
      [2, paintId(3)],
    ]);
    expect((await db.readMeta()).nextMutationId).toBe(3);
  });

  it('keeps nothing of a mutator refused after it wrote: its writes wait until it is done', async () => {
    // A mutator that writes its row and then refuses (as one that checks a bound after writing would).
    const halfway = defineMutation('paint.halfway@1', z.object({ id: z.string() }), rowOf('paint', 'edit'), async (store, { id }) => {
      const row = await store.get('paint', id);
      if (row) await store.put('paint', { ...row, name: 'Half-way' });
      throw new MutationRejected('validation', 'Refused after writing');
    });
    const unregister = registerMutation(halfway);
    try {
      const db = await device();
      const outcomes = await mutateBatch<unknown>(db, [
        create(1),
        (write) => write(halfway, { id: paintId(1) }),
        create(2),
      ]);
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
      expect((await db.paints.get(paintId(1)))?.name).toBe('Mix 1');
      expect(await db.outbox.count()).toBe(2);
    } finally {
      unregister();
    }
  });

  it('saves none of a batch that fails otherwise (storage, a closed database), and gives its ids again', async () => {
    const db = await device();
    let creating = 0;
    const failSecond = () => {
      creating += 1;
      if (creating === 2) throw new Error('disk failure');
    };
    db.outbox.hook('creating', failSecond);
    await expect(mutateBatch(db, [create(1), create(2), create(3)])).rejects.toThrow('disk failure');
    db.outbox.hook('creating').unsubscribe(failSecond);
    expect(await db.paints.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.readMeta()).nextMutationId).toBe(1);
    await mutateBatch(db, [create(1)]);
    expect((await db.outbox.toArray()).map((row) => row.mutationId)).toEqual([1]);
  });

  it('lets a row read what the rows before it saved: the same catalog paint twice is one row with two pots', async () => {
    const db = await device();
    const addCatalogPaint: BatchStep<string> = (write, within) => addPaintFromCatalog(catalogPaint, 'inventory', 1, { write, db: within });
    const outcomes = await mutateBatch(db, [addCatalogPaint, addCatalogPaint]);
    expect(outcomes).toEqual([
      { ok: true, value: 'added' },
      { ok: true, value: 'incremented' },
    ]);
    const rows = await db.paints.toArray();
    expect(rows.map((row) => [row.catalogId, row.quantity])).toEqual([[catalogPaint.id, 2]]);
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['paint.create@1', 'paint.adjustQuantity@1']);
  });

  it('loads the catalog paints the batch names before its transaction: a recipe of a catalog paint', async () => {
    const db = await device();
    const projectId = paintId(900);
    const recipe = { id: paintId(901), projectId, paintId: catalogPaint.id, partName: 'Armour', technique: 'Base Coat', usageNotes: null, position: 'a0', createdAt: at };
    const project = { id: projectId, name: 'Captain', description: null, imageHash: null, status: 'active' as const, createdAt: at };
    const outcomes = await mutateBatch(
      db,
      [(write) => write(mutations.project.create, project), (write) => write(mutations.recipe.add, recipe)],
      { catalogFor: [{ name: 'recipe.add@1', args: recipe }] },
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect((await db.recipes.get(recipe.id))?.paintSnapshot.name).toBe(catalogPaint.name);
  });
});
