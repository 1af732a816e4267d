import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryStore } from '../testing/memory-store.js';
import { rejection } from '../testing/rejection.js';
import { shareTokenOf, shareTokenSchema } from '../entities/project.js';
import { recipeRowsPerMiniature } from '../limits.js';
import { applyMutation } from './index.js';

const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const paintId = '0190a0b0-0000-7000-8000-000000000001';
const projectId = '0190a0b0-0000-7000-8000-000000000002';
const recipeId = '0190a0b0-0000-7000-8000-000000000003';
const catalogPaint = {
  id: 'c0ffee00-0000-5000-8000-000000000000',
  name: 'Abaddon Black',
  brand: 'Citadel',
  range: 'Base',
  color: '#231F20',
  type: 'Base',
  userId: null,
};
const paint = { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9a1115', type: 'Base', createdAt: at };

function store() {
  return new MemoryStore(new Map([[catalogPaint.id, catalogPaint]]));
}

describe('paint mutations', () => {
  it('creates with the spec defaults and an upper-case hex', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', paint);
    expect(await s.get('paint', paintId)).toMatchObject({
      quantity: 100,
      status: 'in_stock',
      isWishlist: false,
      priority: 'medium',
      notes: null,
      color: '#9A1115',
      deletedAt: null,
      updatedAt: at,
    });
  });

  it('stores a custom paint without a quantity at 1 (spec §4), and keeps a quantity given', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', { ...paint, status: 'custom' });
    expect((await s.get('paint', paintId))?.quantity).toBe(1);
    const other = { ...paint, id: '0190a0b0-0000-7000-8000-000000000009' };
    await applyMutation(s, 'paint.create@1', { ...other, quantity: 1 });
    expect((await s.get('paint', other.id))?.quantity).toBe(1);
  });

  it('puts a wishlist paint at quantity 0 (spec §4)', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', { ...paint, status: 'wishlist', quantity: 5 });
    expect(await s.get('paint', paintId)).toMatchObject({ status: 'wishlist', isWishlist: true, quantity: 0 });
  });

  it('rejects bad fields with the spec messages, and a second create of the same id', async () => {
    const s = store();
    expect((await rejection(applyMutation(s, 'paint.create@1', { ...paint, name: '  ' }))).message).toBe('Paint name is required');
    expect((await rejection(applyMutation(s, 'paint.create@1', { ...paint, brand: '' }))).message).toBe('Brand is required');
    expect((await rejection(applyMutation(s, 'paint.create@1', { ...paint, color: '' }))).message).toBe('Color is required');
    expect((await rejection(applyMutation(s, 'paint.create@1', { ...paint, type: '' }))).message).toBe('Type is required');
    await applyMutation(s, 'paint.create@1', paint);
    expect(await rejection(applyMutation(s, 'paint.create@1', paint))).toMatchObject({ code: 'conflict', params: { subject: 'paint' } });
    expect((await rejection(applyMutation(s, 'paint.fly@1', {}))).code).toBe('validation');
  });

  it('writes only the changed fields, so edits of different fields from two devices both survive', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', paint);
    await applyMutation(s, 'paint.update@1', { id: paintId, changes: { notes: 'two coats' }, updatedAt: later });
    await applyMutation(s, 'paint.update@1', { id: paintId, changes: { priority: 'high' }, updatedAt: later });
    expect(await s.get('paint', paintId)).toMatchObject({ notes: 'two coats', priority: 'high', name: 'Mephiston Red', updatedAt: later });
  });

  it('leaves fields with a default alone when an update does not name them', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', { ...paint, priority: 'high' });
    await applyMutation(s, 'paint.update@1', { id: paintId, changes: { notes: 'glaze' }, updatedAt: later });
    expect(await s.get('paint', paintId)).toMatchObject({ priority: 'high', notes: 'glaze' });
    await applyMutation(s, 'project.create@1', {
      id: projectId,
      name: 'Knight',
      imageHash: 'a'.repeat(64),
      status: 'completed',
      createdAt: at,
    });
    await applyMutation(s, 'project.update@1', { id: projectId, changes: { description: 'Gold trim' }, updatedAt: later });
    expect(await s.get('project', projectId)).toMatchObject({ imageHash: 'a'.repeat(64), status: 'completed', description: 'Gold trim' });
    expect((await rejection(applyMutation(s, 'project.update@1', { id: projectId, changes: {}, updatedAt: later }))).message).toBe(
      'Nothing to change',
    );
  });

  it('adds quantity deltas and clamps at 0; sets a quantity; moves between inventory and wishlist', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', { ...paint, quantity: 2 });
    await applyMutation(s, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: later });
    expect((await s.get('paint', paintId))?.quantity).toBe(3);
    await applyMutation(s, 'paint.adjustQuantity@1', { id: paintId, delta: -10, updatedAt: later });
    expect((await s.get('paint', paintId))?.quantity).toBe(0);
    await applyMutation(s, 'paint.setQuantity@1', { id: paintId, quantity: 7, updatedAt: later });
    await applyMutation(s, 'paint.move@1', { id: paintId, to: 'wishlist', updatedAt: later });
    expect(await s.get('paint', paintId)).toMatchObject({ status: 'wishlist', isWishlist: true, quantity: 0 });
    await applyMutation(s, 'paint.move@1', { id: paintId, to: 'inventory', updatedAt: later });
    expect(await s.get('paint', paintId)).toMatchObject({ status: 'in_stock', isWishlist: false, quantity: 1 });
    expect((await rejection(applyMutation(s, 'paint.adjustQuantity@1', { id: paintId, delta: 0, updatedAt: later }))).code).toBe(
      'validation',
    );
  });

  it('lets delete win over an edit, keeps the edit on the tombstone, and a restore brings it back', async () => {
    const s = store();
    await applyMutation(s, 'paint.create@1', paint);
    await applyMutation(s, 'paint.delete@1', { id: paintId, deletedAt: later });
    const result = await applyMutation(s, 'paint.update@1', { id: paintId, changes: { name: 'Evil Sunz Scarlet' }, updatedAt: later });
    expect(result.notices.map((notice) => notice.code)).toEqual(['edited-deleted']);
    expect(await s.get('paint', paintId)).toMatchObject({ name: 'Evil Sunz Scarlet', deletedAt: later });
    await applyMutation(s, 'paint.restore@1', { id: paintId, updatedAt: later });
    expect(await s.get('paint', paintId)).toMatchObject({ name: 'Evil Sunz Scarlet', deletedAt: null });
  });

  it('says not found for a paint that does not exist (or is another user’s)', async () => {
    const error = await rejection(applyMutation(store(), 'paint.delete@1', { id: paintId, deletedAt: later }));
    expect(error).toMatchObject({ code: 'not-found', params: { subject: 'paint' }, message: 'This paint no longer exists.' });
  });

  it('quantity is the clamped running sum of the deltas, whatever their order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 50 }),
        fc.array(
          fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0),
          { maxLength: 30 },
        ),
        async (start, deltas) => {
          const s = store();
          await applyMutation(s, 'paint.create@1', { ...paint, quantity: start });
          let expected = start;
          for (const delta of deltas) {
            await applyMutation(s, 'paint.adjustQuantity@1', { id: paintId, delta, updatedAt: later });
            expected = Math.max(0, expected + delta);
          }
          expect((await s.get('paint', paintId))?.quantity).toBe(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('project and recipe mutations', () => {
  async function withProject() {
    const s = store();
    await applyMutation(s, 'project.create@1', { id: projectId, name: 'Primaris Lieutenant', description: '', createdAt: at });
    return s;
  }

  it('creates a project with the spec defaults: status active, and the stage of the gallery, painted', async () => {
    const s = await withProject();
    expect(await s.get('project', projectId)).toMatchObject({ stage: 'painted', status: 'active', description: null, imageHash: null });
    expect((await rejection(applyMutation(s, 'project.create@1', { id: projectId, name: '', createdAt: at }))).message).toBe(
      'Project name is required',
    );
  });

  it('adds a catalog paint to the recipe with a snapshot, and a user paint too', async () => {
    const s = await withProject();
    await applyMutation(s, 'recipe.add@1', {
      id: recipeId,
      projectId,
      paintId: catalogPaint.id,
      partName: 'Armor',
      technique: 'Base Coat',
      position: 'a0',
      createdAt: at,
    });
    expect(await s.get('recipe', recipeId)).toMatchObject({
      paintId: catalogPaint.id,
      paintSnapshot: { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', range: 'Base' },
      technique: 'Base Coat',
      usageNotes: null,
    });
    await applyMutation(s, 'paint.create@1', paint);
    const second = '0190a0b0-0000-7000-8000-000000000004';
    await applyMutation(s, 'recipe.add@1', { id: second, projectId, paintId, partName: 'Cloak', position: 'a1', createdAt: at });
    expect((await s.get('recipe', second))?.paintSnapshot.name).toBe('Mephiston Red');
  });

  it('refuses a recipe paint without a part, a paint, or a known project', async () => {
    const s = await withProject();
    const add = { id: recipeId, projectId, paintId: catalogPaint.id, partName: 'Armor', position: 'a0', createdAt: at };
    expect((await rejection(applyMutation(s, 'recipe.add@1', { ...add, partName: '' }))).message).toBe('Part name is required');
    expect((await rejection(applyMutation(s, 'recipe.add@1', { ...add, paintId: '' }))).message).toBe(
      'Please select a paint or choose custom',
    );
    expect((await rejection(applyMutation(s, 'recipe.add@1', { ...add, paintId: 'nope' }))).code).toBe('not-found');
    expect((await rejection(applyMutation(s, 'recipe.add@1', { ...add, projectId: paintId }))).message).toBe(
      'This miniature no longer exists.',
    );
  });

  it('refuses the row after recipeRowsPerMiniature live rows with recipe-full; a removed row makes room again', async () => {
    const s = await withProject();
    const rowId = (n: number) => `0190a0b0-0000-7000-8000-${String(100000 + n).padStart(12, '0')}`;
    const add = (n: number) =>
      applyMutation(s, 'recipe.add@1', {
        id: rowId(n),
        projectId,
        paintId: catalogPaint.id,
        partName: 'Armor',
        position: `a${n}`,
        createdAt: at,
      });
    for (let n = 0; n < recipeRowsPerMiniature; n++) await add(n);
    const refused = await rejection(add(recipeRowsPerMiniature));
    expect(refused.code).toBe('recipe-full');
    expect(refused.message).toBe('A miniature’s recipe holds at most 300 paints. Remove some before adding more.');
    expect(await s.get('recipe', rowId(recipeRowsPerMiniature))).toBeUndefined();
    await applyMutation(s, 'recipe.remove@1', { id: rowId(0), deletedAt: later });
    await add(recipeRowsPerMiniature);
    expect(await s.get('recipe', rowId(recipeRowsPerMiniature))).toMatchObject({ deletedAt: null });
  });

  it('keeps a row added to a project deleted elsewhere, with a notice; moves and removes rows', async () => {
    const s = await withProject();
    await applyMutation(s, 'project.delete@1', { id: projectId, deletedAt: later });
    const result = await applyMutation(s, 'recipe.add@1', {
      id: recipeId,
      projectId,
      paintId: catalogPaint.id,
      partName: 'Armor',
      position: 'a0',
      createdAt: at,
    });
    expect(result.notices).toHaveLength(1);
    await applyMutation(s, 'recipe.move@1', { id: recipeId, position: 'Zz', updatedAt: later });
    await applyMutation(s, 'recipe.update@1', { id: recipeId, changes: { usageNotes: 'thin' }, updatedAt: later });
    await applyMutation(s, 'recipe.remove@1', { id: recipeId, deletedAt: later });
    expect(await s.get('recipe', recipeId)).toMatchObject({ position: 'Zz', usageNotes: 'thin', deletedAt: later });
  });
});

describe('sharing a project', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv';

  it('starts private, shares with the device’s token, replaces it on a new share, and unshares', async () => {
    const s = store();
    await applyMutation(s, 'project.create@1', { id: projectId, name: 'Primaris Lieutenant', createdAt: at });
    expect(await s.get('project', projectId)).toMatchObject({ shareToken: null });
    await applyMutation(s, 'project.share@1', { id: projectId, shareToken: token, updatedAt: later });
    expect(await s.get('project', projectId)).toMatchObject({ shareToken: token, updatedAt: later, name: 'Primaris Lieutenant' });
    const next = shareTokenOf(new Uint8Array(16).fill(7));
    await applyMutation(s, 'project.share@1', { id: projectId, shareToken: next, updatedAt: later });
    expect((await s.get('project', projectId))?.shareToken).toBe(next);
    await applyMutation(s, 'project.unshare@1', { id: projectId, updatedAt: later });
    expect(await s.get('project', projectId)).toMatchObject({ shareToken: null });
  });

  it('refuses a token that is too short, has other characters, or is missing, and an unknown project', async () => {
    const s = store();
    await applyMutation(s, 'project.create@1', { id: projectId, name: 'Primaris Lieutenant', createdAt: at });
    for (const shareToken of ['short', `${token.slice(0, 21)}!`, 'a'.repeat(23), projectId, undefined, null]) {
      const refused = await rejection(applyMutation(s, 'project.share@1', { id: projectId, shareToken, updatedAt: later }));
      expect(refused.code, String(shareToken)).toBe('validation');
    }
    expect((await rejection(applyMutation(s, 'project.share@1', { id: paintId, shareToken: token, updatedAt: later }))).code).toBe(
      'not-found',
    );
    expect((await rejection(applyMutation(s, 'project.unshare@1', { id: paintId, updatedAt: later }))).code).toBe('not-found');
    expect(await s.get('project', projectId)).toMatchObject({ shareToken: null });
  });

  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  function decode(token: string): number[] {
    let bits = '';
    for (const char of token) bits += alphabet.indexOf(char).toString(2).padStart(6, '0');
    return Array.from({ length: Math.floor(bits.length / 8) }, (_, index) => parseInt(bits.slice(index * 8, index * 8 + 8), 2));
  }

  it('encodes 16 bytes as RFC 4648 base64url without padding, and refuses any other length', () => {
    expect(shareTokenOf(Uint8Array.from({ length: 16 }, (_, index) => index))).toBe('AAECAwQFBgcICQoLDA0ODw');
    expect(shareTokenOf(new Uint8Array(16).fill(255))).toBe('_____________________w');
    expect(
      shareTokenOf(Uint8Array.from([0xfb, 0xef, 0xbe, 0xfb, 0xef, 0xbe, 0xfb, 0xef, 0xbe, 0xfb, 0xef, 0xbe, 0xfb, 0xef, 0xbe, 0xfb])),
    ).toBe(`${'-'.repeat(20)}-w`);
    expect(() => shareTokenOf(new Uint8Array(15))).toThrow(RangeError);
  });

  it('keeps all 128 bits: every 16 bytes give a token the schema accepts and that decodes back (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const token = shareTokenOf(bytes);
        expect(shareTokenSchema.safeParse(token).success).toBe(true);
        expect(decode(token)).toEqual([...bytes]);
      }),
    );
  });
});

describe('mutation names', () => {
  it('are unique, and each key says entity.verb@version', async () => {
    const { mutationList } = await import('./index.js');
    const keys = mutationList.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(paint|project|recipe|pileSettings|army|unit|scheme|barcode|feedback)\.[a-zA-Z]+@\d+$/);
  });
});
