import { describe, expect, it } from 'vitest';
import { answersKind, matchKindOf, paintKindOf } from './paint-kind.js';

// Names as the catalog's data file spells them; the type is the one catalogTypeFromRange gives their range.
const citadelBase = (name: string) => ({ type: 'Base', name });

describe('the kind rule', () => {
  it('reads the kind from the type first', () => {
    expect(paintKindOf({ type: 'Shade', name: 'Nuln Oil' })).toBe('wash');
    expect(paintKindOf({ type: 'Contrast', name: 'Blood Angels Red' })).toBe('contrast');
    expect(paintKindOf({ type: 'Xpress Color' })).toBe('contrast');
    expect(paintKindOf({ type: 'Metal Color' })).toBe('metallic');
    expect(paintKindOf({ type: 'Glaze' })).toBe('glaze');
    expect(paintKindOf({ type: 'Fluorescent' })).toBe('fluorescent');
    expect(paintKindOf({ type: ' technical ' })).toBe('technical');
    expect(paintKindOf({ type: 'Layer' })).toBe('flat');
  });

  it('reads the name where a range mixes kinds in', () => {
    for (const name of ['Balthasar Gold', 'Leadbelcher', 'Retributor Armour', 'Grey Knights Steel', 'Screaming Bell', 'Iron Warriors'])
      expect(paintKindOf(citadelBase(name))).toBe('metallic');
    for (const name of ['Mephiston Red', 'Steel Legion Drab', 'Abaddon Black']) expect(paintKindOf(citadelBase(name))).toBe('flat');
    const modelColor = (name: string) => paintKindOf({ type: 'Acrylic', name });
    expect(modelColor('Transparent Red')).toBe('glaze');
    expect(modelColor('Orange Fluorescent')).toBe('fluorescent');
    expect(modelColor('Smoke Ink')).toBe('wash');
    expect(modelColor('Silver')).toBe('metallic');
    // A colour word after the metal word: the metal names the shade of a flat paint.
    expect(modelColor('Silver Grey')).toBe('flat');
    expect(paintKindOf({ type: 'Acrylic', name: 'AIR Bronze Green' })).toBe('flat');
    expect(paintKindOf({ type: 'Acrylic', name: 'Red Iron Oxide' })).toBe('flat');
    // Non-metallic metal is flat paint by design.
    expect(paintKindOf({ type: 'Acrylic', name: 'NMM Gold Highlight' })).toBe('flat');
    // A metallic speedpaint shines: it answers metallics.
    expect(paintKindOf({ type: 'Contrast', name: 'Hoplite Gold' })).toBe('metallic');
    expect(paintKindOf({ type: 'Acrylic', name: 'Gloss Varnish' })).toBe('varnish');
    expect(paintKindOf({ type: 'Acrylic', name: 'Airbrush Medium' })).toBe('technical');
    expect(paintKindOf({ type: 'Acrylic', name: 'Bile Yellow Medium' })).toBe('flat');
  });

  it('lets primers answer as flat paints, and varnishes and technical paints never', () => {
    expect(matchKindOf({ type: 'Spray', name: 'Mephiston Red' })).toBe('flat');
    expect(matchKindOf({ type: 'Varnish' })).toBeUndefined();
    expect(matchKindOf({ type: 'Technical', name: 'Nihilakh Oxide' })).toBeUndefined();
    expect(answersKind('flat', { type: 'Primer' })).toBe(true);
    expect(answersKind('flat', citadelBase('Balthasar Gold'))).toBe(false);
    expect(answersKind('metallic', citadelBase('Balthasar Gold'))).toBe(true);
  });
});
