import { describe, expect, it } from 'vitest';
import { colourDifference } from '@paintforge/sync-protocol/colour';
import { colourAgreement, decidingAgreement, largestAgreement } from './colour-agreement.js';

let clock = 0;
const voice = (color: string) => ({ color, at: new Date(Date.UTC(2026, 0, 1, 0, 0, (clock += 1))).toISOString() });

describe('painters agree on a colour when their suggestions all lie within ΔE2000 5 of each other', () => {
  it('needs three such voices to decide, and takes the suggestion nearest the others', () => {
    expect(colourAgreement).toEqual({ voices: 3, withinDeltaE: 5 });
    const two = [voice('#0A0A0A'), voice('#0C0B0B')];
    expect(largestAgreement(two)?.voices).toHaveLength(2);
    expect(decidingAgreement(two)).toBeUndefined();
    const three = [...two, voice('#0E0D0D')];
    const agreement = decidingAgreement(three)!;
    expect(agreement.voices).toHaveLength(3);
    expect(agreement.color).toBe('#0C0B0B');
    expect(agreement.spread).toBeCloseTo(colourDifference('#0A0A0A', '#0E0D0D'), 6);
  });

  it('is pairwise: a chain of near colours whose ends are far is no agreement of all', () => {
    // Each step about 4, ends about 8 apart: only neighbours agree.
    const chain = [voice('#808080'), voice('#8A8A8A'), voice('#949494')];
    expect(colourDifference(chain[0]!.color, chain[1]!.color)).toBeLessThanOrEqual(5);
    expect(colourDifference(chain[0]!.color, chain[2]!.color)).toBeGreaterThan(5);
    expect(largestAgreement(chain)?.voices).toHaveLength(2);
    expect(decidingAgreement(chain)).toBeUndefined();
  });

  it('leaves the far voice out and keeps the largest group', () => {
    const voices = [voice('#FF00FF'), voice('#0A0A0A'), voice('#FF00FE'), voice('#0B0B0B'), voice('#0C0B0B')];
    const agreement = decidingAgreement(voices)!;
    expect(agreement.voices.map((one) => one.color).sort()).toEqual(['#0A0A0A', '#0B0B0B', '#0C0B0B']);
    for (const one of agreement.voices)
      for (const other of agreement.voices) expect(colourDifference(one.color, other.color)).toBeLessThanOrEqual(5);
  });

  it('finds no agreement among strangers', () => {
    expect(largestAgreement([voice('#FF0000'), voice('#00FF00'), voice('#0000FF')])).toBeUndefined();
    expect(largestAgreement([])).toBeUndefined();
  });
});
