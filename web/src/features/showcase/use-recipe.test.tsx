import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Showcase } from '@paintforge/sync-protocol';
import { addPaint } from '../../data/collection/paints';
import { painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import { UseRecipe } from './use-recipe';

const paint = (name: string, color: string, type = 'Base') => ({
  name,
  brand: 'Citadel',
  range: type,
  color,
  type,
  technique: null,
  usageNotes: null,
});
const showcase: Showcase = {
  name: 'Veteran Sergeant',
  description: null,
  status: 'completed',
  imageUrl: null,
  timeline: null,
  parts: [
    { partName: 'Armour', paints: [paint('Macragge Blue', '#0D407F'), paint('Calgar Blue', '#2A497F', 'Layer')] },
    { partName: 'Eyes', paints: [paint('Mephiston Red', '#9A1115')] },
  ],
};

describe('Use this recipe (issue 35)', () => {
  beforeEach(async () => {
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.schemes.clear(), db.outbox.clear()]);
  });

  it('tells a signed-in visitor how much they own and their closest for the rest, and saves the recipe as their scheme', async () => {
    await addPaint({ name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base' });
    const { user } = renderScreen(<UseRecipe showcase={showcase} />, { user: painter });
    expect((await screen.findByTestId('recipe-owned')).textContent).toBe(
      'You own 1 of 3; for the other 2, your closest are: Macragge Blue for Calgar Blue (ΔE 3.5); nothing close to Mephiston Red.',
    );
    await user.click(screen.getByRole('button', { name: 'Use this recipe' }));
    expect(await screen.findByRole('link', { name: 'See it in your schemes' })).toBeTruthy();
    const db = await signedInWithDatabase();
    await waitFor(async () => expect(await db.schemes.count()).toBe(1));
    const [scheme] = await db.schemes.toArray();
    expect(scheme!.name).toBe('Veteran Sergeant');
    expect(scheme!.steps.map((step) => [step.part, step.paint?.name])).toEqual([
      ['Armour', 'Macragge Blue'],
      ['Armour', 'Calgar Blue'],
      ['Eyes', 'Mephiston Red'],
    ]);
  });
});
