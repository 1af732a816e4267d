import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationRejected, recipeRowsPerMiniature } from '@paintforge/sync-protocol';
import { addPaint } from '../../data/collection/paints';
import { createProject } from '../../data/collection/projects';
import { addRecipePaint, removeRecipePaint } from '../../data/collection/recipes';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { addPaintFailedToast } from '../../messages/error-text';
import { painter, renderScreen } from '../../testing/render';

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

describe('a recipe on this device is bounded like on the server', () => {
  it(`refuses paint ${recipeRowsPerMiniature + 1} with recipe-full in the painter’s words; a removed row makes room`, async () => {
    const projectId = await createProject({ name: 'Patient Knight' });
    const paintId = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' });
    const rows: string[] = [];
    for (let n = 0; n < recipeRowsPerMiniature; n++) rows.push(await addRecipePaint(projectId, { paintId, partName: `Part ${n % 20}` }));

    const refused = await addRecipePaint(projectId, { paintId, partName: 'Cloak' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MutationRejected);
    expect((refused as MutationRejected).code).toBe('recipe-full');
    expect(addPaintFailedToast(refused)).toEqual({
      title: 'Failed to add paint',
      description: 'This miniature’s recipe is full: it holds at most 300 paints. Remove some before adding more.',
      variant: 'destructive',
    });
    const db = await requireDatabase();
    expect(await db.recipes.where('projectId').equals(projectId).count()).toBe(recipeRowsPerMiniature);
    expect(await db.outbox.filter((row) => row.status === 'pending' && row.name === 'recipe.add@1').count()).toBe(recipeRowsPerMiniature);

    await removeRecipePaint(rows[0]!);
    await addRecipePaint(projectId, { paintId, partName: 'Cloak' });
    expect(
      await db.recipes
        .where('projectId')
        .equals(projectId)
        .filter((row) => row.deletedAt === null)
        .count(),
    ).toBe(recipeRowsPerMiniature);
  }, 60_000);
});
