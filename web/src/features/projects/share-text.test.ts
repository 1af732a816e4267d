import { describe, expect, it } from 'vitest';
import { cardFileName, paintLine, partsOf, recipeText, type SharedPaint } from './share-text';

const row = (partName: string, name: string, technique: string | null = null, usageNotes: string | null = null): SharedPaint => ({
  partName,
  technique,
  usageNotes,
  paint: { name, brand: 'Citadel', color: '#9A1115', type: 'Base' },
});

describe('share text', () => {
  it('names a paint with its range, so the recipe says which Macragge Blue pot', () => {
    const base = {
      ...row('Armor', 'Macragge Blue', 'Base Coat'),
      paint: { name: 'Macragge Blue', brand: 'Citadel', range: 'Base', color: '#1F3D7B', type: 'Base' },
    };
    expect(paintLine(base)).toBe('Macragge Blue · Base (Citadel, Base, #1F3D7B) — Base Coat');
  });

  it('groups rows by part in the order parts first appear, keeping the recipe order inside each', () => {
    const rows = [row('Armor', 'A'), row('Cloak', 'B'), row('Armor', 'C')];
    expect(partsOf(rows).map(([part, paints]) => [part, paints.map((paint) => paint.paint.name)])).toEqual([
      ['Armor', ['A', 'C']],
      ['Cloak', ['B']],
    ]);
  });

  it('writes the miniature, its recipe by part with brand, type, colour and use, and the link when it has one', () => {
    const rows = [row('Armor', 'Mephiston Red', 'Base Coat', 'two thin coats'), row('Cloak', 'Nuln Oil', 'Wash')];
    expect(recipeText({ name: 'Knight', description: 'Blood Angels' }, rows, 'https://example.com/showcase/abc')).toBe(
      [
        'Knight',
        'Blood Angels',
        '',
        'Paint recipe:',
        '',
        'Armor:',
        '- Mephiston Red (Citadel, Base, #9A1115) — Base Coat: two thin coats',
        '',
        'Cloak:',
        '- Nuln Oil (Citadel, Base, #9A1115) — Wash',
        '',
        'https://example.com/showcase/abc',
        '',
      ].join('\n'),
    );
    expect(recipeText({ name: 'Bare', description: null }, [], null)).toBe('Bare\n');
  });

  it('names the card file with letters and digits only', () => {
    expect(cardFileName('Primaris Lieutenant (Blood Angels)')).toBe('primaris-lieutenant-blood-angels-recipe.jpg');
    expect(cardFileName('Ça va / Über')).toBe('ca-va-uber-recipe.jpg');
    expect(cardFileName('<<<>>>')).toBe('miniature-recipe.jpg');
    expect(cardFileName('x'.repeat(100))).toBe(`${'x'.repeat(60)}-recipe.jpg`);
  });
});
