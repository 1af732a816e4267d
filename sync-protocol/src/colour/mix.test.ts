import { describe, expect, it } from 'vitest';
import spectral from 'spectral.js';
import { labOf } from './nearness.js';
import { isWhite, mixColours, mixRatios, proposeMixes } from './mix.js';
import { buildColourIndex } from './nearest.js';

/** Lightness, chroma and hue (degrees) of a hex. */
function lch(hex: string) {
  const { l, a, b } = labOf(hex)!;
  return { l, c: Math.hypot(a, b), h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360 };
}

describe('mixing', () => {
  it('two known paints at 1:1 give spectral.js’s result (its README: #002185 + #FCD200 → #3D933E)', () => {
    expect(mixColours('#002185', '#FCD200', [1, 1])).toBe('#3D933E');
    const direct = spectral.mix([new spectral.Color('#9A1115'), 0.5], [new spectral.Color('#F4F2EF'), 0.5]).toString();
    expect(mixColours('#9A1115', '#F4F2EF', [1, 1])).toBe(direct);
  });

  it('weights the parts: 3:1 of blue is bluer than 1:3', () => {
    const blueHeavy = labOf(mixColours('#002185', '#FCD200', [3, 1]))!;
    const yellowHeavy = labOf(mixColours('#002185', '#FCD200', [1, 3]))!;
    expect(blueHeavy.b).toBeLessThan(yellowHeavy.b);
  });

  it('finds a planted pair among unrelated owned paints, with its ratio', () => {
    const planted = [
      { name: 'Blue', color: '#002185' },
      { name: 'Yellow', color: '#FCD200' },
    ];
    const others = ['#FF00FF', '#000000', '#FFFFFF', '#808080', '#8E020F', '#5C3A1E', '#E3C16F', '#00FFFF'].map((color, i) => ({
      name: `Other ${i}`,
      color,
    }));
    const target = mixColours('#002185', '#FCD200', [2, 1]);
    const [best] = proposeMixes(
      labOf(target)!,
      buildColourIndex([...others, ...planted], (paint) => paint.color),
    );
    expect(best).toBeDefined();
    expect([best!.first.name, best!.second.name].sort()).toEqual(['Blue', 'Yellow']);
    const blueParts = best!.first.name === 'Blue' ? best!.ratio[0] : best!.ratio[1];
    const yellowParts = best!.first.name === 'Blue' ? best!.ratio[1] : best!.ratio[0];
    expect([blueParts, yellowParts]).toEqual([2, 1]);
    expect(best!.difference).toBe(0);
  });

  it('red + white gives pink: lighter, paler and towards pink at every ratio', () => {
    const red = lch('#8E020F');
    const tints = mixRatios.map((ratio) => lch(mixColours('#8E020F', '#FFFFFF', ratio)));
    for (const tint of tints) {
      expect(tint.l).toBeGreaterThan(red.l);
      // Pink's hue sits between red's (about 35°) and magenta's: the tint turns bluer, never orange.
      expect(tint.h).toBeLessThan(red.h);
    }
    const mostlyWhite = lch(mixColours('#8E020F', '#FFFFFF', [1, 3]));
    expect(mostlyWhite.l).toBeGreaterThan(65);
    expect(mostlyWhite.c).toBeLessThan(red.c);
    expect(mostlyWhite.h < 20 || mostlyWhite.h > 340).toBe(true);
  });

  it('never reaches for white to make a colour more saturated, but does to make it paler', () => {
    const owned = buildColourIndex(
      [
        { name: 'Mephiston Red', color: '#8E020F' },
        { name: 'White Scar', color: '#FFFFFF' },
        { name: 'Wraithbone', color: '#DBD1B2' },
        { name: 'Abaddon Black', color: '#231F20' },
      ],
      (paint) => paint.color,
    );
    const brighterRed = proposeMixes(labOf('#E02020')!, owned, { limit: 10 });
    expect(brighterRed.flatMap((mix) => [mix.first.name, mix.second.name])).not.toContain('White Scar');
    // Every saturated target, against the model's own nearest: white never stands in for saturation.
    for (const hex of ['#E02020', '#C81D25', '#D7263D', '#B0151E', '#FF3030']) {
      for (const mix of proposeMixes(labOf(hex)!, owned, { limit: 10 }))
        expect([mix.first.name, mix.second.name], hex).not.toContain('White Scar');
    }
    const pink = proposeMixes(labOf(mixColours('#8E020F', '#FFFFFF', [1, 3]))!, owned)[0]!;
    expect([pink.first.name, pink.second.name].sort()).toEqual(['Mephiston Red', 'White Scar']);
    expect(pink.difference).toBe(0);
    expect(isWhite(labOf('#FFFFFF')!)).toBe(true);
    expect(isWhite(labOf('#DBD1B2')!)).toBe(false);
  });

  it('proposes nothing when a single owned paint is already the colour', () => {
    const owned = buildColourIndex([{ color: '#3D933E' }, { color: '#002185' }, { color: '#FCD200' }], (paint) => paint.color);
    expect(proposeMixes(labOf('#3D933E')!, owned)).toEqual([]);
  });
});
