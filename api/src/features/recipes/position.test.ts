import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionSchema } from '@paintforge/sync-protocol';
import { positionAfter } from './position.js';

describe('positionAfter', () => {
  it('counts a0, a1, … az, b00 as fractional indexing does', () => {
    expect(positionAfter(undefined)).toBe('a0');
    expect(positionAfter('a0')).toBe('a1');
    expect(positionAfter('a9')).toBe('aA');
    expect(positionAfter('az')).toBe('b00');
    expect(positionAfter('b0z')).toBe('b10');
    expect(positionAfter('a1V')).toBe('a2');
    expect(positionAfter('Zz')).toBe('a0');
  });

  it('always sorts after its input and is a valid position (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{1,20}$/), (last) => {
        const next = positionAfter(last);
        expect(next > last).toBe(true);
        expect(positionSchema.safeParse(next).success || next.length > 64).toBe(true);
      }),
    );
  });
});
