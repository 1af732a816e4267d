import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationRejected, mutations } from '@paintforge/sync-protocol';
import { openUserDatabase, type UserDatabase } from './database';
import { mutate } from './mutate';
import { enqueueUnchecked } from './testing/enqueue-unchecked';
import { openDevice } from './testing/devices';
import { IDBKeyRange } from 'fake-indexeddb';

const at = '2026-11-21T10:00:00.000Z';
const paintId = '0190a0b0-0000-7000-8000-000000000001';
const paint = { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9a1115', type: 'Base', quantity: 1, createdAt: at };

const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

async function device(userId = 'u1') {
  const made = await openDevice(userId);
  open.push(made.db);
  return made;
}

describe('a local write', () => {
  it('applies the mutator to the view and appends the outbox row with id 1, 2, 3…', async () => {
    const { db } = await device();
    await expect(mutate(db, mutations.paint.create, paint)).resolves.toEqual({ mutationId: 1, notices: [] });
    await mutate(db, mutations.paint.adjustQuantity, { id: paintId, delta: 2, updatedAt: at });
    expect(await db.paints.get(paintId)).toMatchObject({ name: 'Mephiston Red', color: '#9A1115', quantity: 3 });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((row) => [row.mutationId, row.name, row.status])).toEqual([
      [1, 'paint.create@1', 'pending'],
      [2, 'paint.adjustQuantity@1', 'pending'],
    ]);
    expect((await db.readMeta()).nextMutationId).toBe(3);
    // The confirmed tables are the server's: a local write never touches them.
    expect(await db.confirmedPaints.count()).toBe(0);
  });

  it('throws a local rejection to the caller and saves nothing, not even a mutation id', async () => {
    const { db } = await device();
    const error = await mutate(db, mutations.paint.create, { ...paint, name: '  ' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MutationRejected);
    expect((error as MutationRejected).message).toBe('Paint name is required');
    expect(await db.paints.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await expect(mutate(db, mutations.paint.create, paint)).resolves.toMatchObject({ mutationId: 1 });
  });

  it('is atomic: when the outbox append fails after the mutator wrote, neither the row nor the outbox entry is saved', async () => {
    const { db } = await device();
    await mutate(db, mutations.paint.create, paint);
    const failing = () => {
      throw new Error('disk failure');
    };
    db.outbox.hook('creating', failing);
    await expect(mutate(db, mutations.paint.setQuantity, { id: paintId, quantity: 9, updatedAt: at })).rejects.toThrow('disk failure');
    db.outbox.hook('creating').unsubscribe(failing);
    expect((await db.paints.get(paintId))?.quantity).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    // The id the failed write took is given again: no gap for the server.
    await expect(mutate(db, mutations.paint.setQuantity, { id: paintId, quantity: 9, updatedAt: at })).resolves.toMatchObject({ mutationId: 2 });
  });

  it('is atomic the other way too: a mutator that throws after writing leaves the view as it was', async () => {
    const { db } = await device();
    await mutate(db, mutations.paint.create, paint);
    const failing = () => {
      throw new Error('view write refused');
    };
    // The mutator's put fails half-way through the transaction; the meta row it already read must not move.
    db.paints.hook('updating', failing);
    await expect(mutate(db, mutations.paint.adjustQuantity, { id: paintId, delta: 1, updatedAt: at })).rejects.toThrow('view write refused');
    db.paints.hook('updating').unsubscribe(failing);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.readMeta()).nextMutationId).toBe(2);
  });

  it('sends the args as JSON will carry them: an undefined field is not a change', async () => {
    const { db } = await device();
    await mutate(db, mutations.paint.create, paint);
    await mutate(db, mutations.paint.update, { id: paintId, changes: { name: undefined, notes: 'two coats' }, updatedAt: at });
    expect((await db.outbox.get(2))?.args).toEqual({ id: paintId, changes: { notes: 'two coats' }, updatedAt: at });
  });

  it('checks a tap\'s arguments once, and copies them once, on the way to the outbox', async () => {
    const { db } = await device();
    const parse = vi.spyOn(mutations.paint.create.args, 'safeParse');
    const copy = vi.spyOn(JSON, 'stringify');
    try {
      await mutate(db, mutations.paint.create, paint);
      expect(parse).toHaveBeenCalledTimes(1);
      // Once to make the arguments what the server will read, once for the size bound of the schema's check.
      expect(copy).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
      copy.mockRestore();
    }
    expect((await db.outbox.toArray()).map((row) => row.args)).toEqual([paint]);
  });

  it('keeps mutation ids contiguous across closing and reopening the database', async () => {
    const { db, factory } = await device();
    await mutate(db, mutations.paint.create, paint);
    await mutate(db, mutations.paint.adjustQuantity, { id: paintId, delta: 1, updatedAt: at });
    db.close();
    const reopened = await openUserDatabase('u1', { indexedDB: factory, IDBKeyRange });
    open.push(reopened);
    await mutate(reopened, mutations.paint.adjustQuantity, { id: paintId, delta: 1, updatedAt: at });
    await enqueueUnchecked(reopened, 'paint.fly@1', {});
    expect((await reopened.outbox.toArray()).map((row) => row.mutationId)).toEqual([1, 2, 3, 4]);
    expect((await reopened.readMeta()).clientId).toBe((await reopened.readMeta()).clientId);
  });

  it('gives each database its own client id, made with it', async () => {
    const first = await device('u1');
    const second = await device('u1');
    const a = await first.db.readMeta();
    const b = await second.db.readMeta();
    expect(a.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.clientId).not.toBe(b.clientId);
    expect(a).toMatchObject({ userId: 'u1', cursor: 0, nextMutationId: 1, acknowledgedMutationId: 0, lastSyncedAt: null, persistGranted: null });
  });
});
