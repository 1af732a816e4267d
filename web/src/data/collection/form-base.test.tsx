import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInWithDatabase } from '../../testing/user-database';
import { createArmy, updateArmy } from '../armies/armies';
import { addPaint, updatePaint } from './paints';

/**
 * Issue 33: a form that edits free text sends, as the edit's `base`, the text it opened with, not the row at save time.
 * Here the row changes while the form is open (another phone's edit pulled meanwhile); a base read at save time would
 * be that text, so the save would replace it silently instead of keeping it.
 */
beforeEach(async () => {
  const db = await signedInWithDatabase();
  await Promise.all([db.paints.clear(), db.armies.clear(), db.outbox.clear()]);
});

const lastSent = async () => {
  const db = await signedInWithDatabase();
  return (await db.outbox.toArray()).at(-1)?.args as { changes: object; base: object };
};

describe('the base a form sends', () => {
  it('is the notes the paint form opened with; the notes written meanwhile are kept on the paint', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', notes: 'Thin it' });
    const seen = { notes: 'Thin it' };
    await updatePaint(id, { notes: 'Two coats' }); // arrives while the form is open
    await updatePaint(id, { notes: 'Glaze over it' }, seen);
    expect(await lastSent()).toMatchObject({ changes: { notes: 'Glaze over it' }, base: { notes: 'Thin it' } });
    expect(await db.paints.get(id)).toMatchObject({ notes: 'Glaze over it', conflicts: [{ field: 'notes', text: 'Two coats' }] });
  });

  it('a save of other fields leaves the notes the form showed alone, so the newer notes stay', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', notes: 'Thin it' });
    const seen = { notes: 'Thin it' };
    await updatePaint(id, { notes: 'Two coats' });
    await updatePaint(id, { name: 'Mephiston Red (old pot)', notes: 'Thin it' }, seen);
    expect(await lastSent()).toMatchObject({ changes: { name: 'Mephiston Red (old pot)' }, base: {} });
    expect((await lastSent()).changes).not.toHaveProperty('notes');
    expect(await db.paints.get(id)).toMatchObject({ notes: 'Two coats', conflicts: [] });
  });

  it('is the army notes the caller opened with, the same way', async () => {
    const db = await signedInWithDatabase();
    const id = await createArmy({ name: 'Wardens', units: [] });
    await updateArmy(id, { notes: 'Casual' });
    await updateArmy(id, { notes: 'Tournament' });
    await updateArmy(id, { notes: 'Narrative' }, { notes: 'Casual' });
    expect(await lastSent()).toMatchObject({ changes: { notes: 'Narrative' }, base: { notes: 'Casual' } });
    expect(await db.armies.get(id)).toMatchObject({ notes: 'Narrative', conflicts: [{ field: 'notes', text: 'Tournament' }] });
  });
});
