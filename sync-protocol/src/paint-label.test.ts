import { describe, expect, it } from 'vitest';
import { ownedFirst, paintLabel, rangeLabel } from './paint-label.js';
import { byPotOrder, isBrushOnCurrent, potOrder } from './paint-pots.js';

describe('a paint is named with its range', () => {
  it('tells same-name pots apart, and leaves a paint without a range as its name', () => {
    expect(['Base', 'Air', 'Spray'].map((range) => paintLabel({ name: 'Macragge Blue', range }))).toEqual([
      'Macragge Blue · Base',
      'Macragge Blue · Air',
      'Macragge Blue · Spray',
    ]);
    expect(paintLabel({ name: 'My Own Mix', range: null })).toBe('My Own Mix');
    expect(paintLabel({ name: 'My Own Mix' })).toBe('My Own Mix');
    // A row saved before discontinued became a field still reads as the range painters know.
    expect(rangeLabel('Foundation (discontinued)')).toBe('Foundation');
  });

  it('lists owned items first, each group in its own order', () => {
    expect(ownedFirst([1, 2, 3, 4, 5], (n) => n % 2 === 0)).toEqual([2, 4, 1, 3, 5]);
  });
});

describe('the pot a bare name means', () => {
  const pot = (range: string, type: string, discontinued = false) => ({ range, type, discontinued });

  it('puts brush-on current pots before markers, Air, Spray, Primer, and every discontinued pot last', () => {
    const pots = [
      pot('Spray', 'Spray'),
      pot('Air', 'Air', true),
      pot('Air', 'Air'),
      pot('Foundation', 'Base', true),
      pot('Layer', 'Layer'),
      pot('Base', 'Base'),
    ];
    expect(byPotOrder(pots).map((p) => `${p.range}${p.discontinued ? '†' : ''}`)).toEqual([
      'Base',
      'Layer',
      'Air',
      'Spray',
      'Foundation†',
      'Air†',
    ]);
    expect(isBrushOnCurrent(pot('Shade', 'Shade'))).toBe(true);
    expect(isBrushOnCurrent(pot('Air', 'Air'))).toBe(false);
    expect(isBrushOnCurrent(pot('Base', 'Base', true))).toBe(false);
    // A painter's own type sits with the brush-on paints; a range saved with the suffix counts as discontinued.
    expect(isBrushOnCurrent({ type: 'Gemstone' })).toBe(true);
    expect(potOrder({ type: 'Base', range: 'Foundation (discontinued)' })).toBeGreaterThan(potOrder({ type: 'Primer' }));
  });

  it("puts a brand's main brush-on range before its other brush-on ranges, whatever their type", () => {
    const vallejo = (range: string, type: string) => ({ brand: 'Vallejo', range, type });
    const pots = [
      vallejo('Wash FX', 'Wash'),
      vallejo('Arte Deco', 'Acrylic'),
      vallejo('Game Color', 'Acrylic'),
      vallejo('Model Color', 'Acrylic'),
    ];
    expect(byPotOrder(pots).map((p) => p.range)).toEqual(['Model Color', 'Game Color', 'Wash FX', 'Arte Deco']);
    expect(isBrushOnCurrent(vallejo('Model Color', 'Acrylic'))).toBe(true);
    expect(potOrder(vallejo('Model Air', 'Air'))).toBeGreaterThan(potOrder(vallejo('Arte Deco', 'Acrylic')));
  });
});
