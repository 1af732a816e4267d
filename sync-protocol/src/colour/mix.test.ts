import { describe, expect, it } from 'vitest';
import spectral from 'spectral.js';
import { labOf } from './nearness.js';
import { mixColours, proposeMixes } from './mix.js';
import { buildColourIndex } from './nearest.js';

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

  it('proposes nothing when a single owned paint is already the colour', () => {
    const owned = buildColourIndex([{ color: '#3D933E' }, { color: '#002185' }, { color: '#FCD200' }], (paint) => paint.color);
    expect(proposeMixes(labOf('#3D933E')!, owned)).toEqual([]);
  });
});
