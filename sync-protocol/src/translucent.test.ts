import { describe, expect, it } from 'vitest';
import { pooledColor } from './translucent.js';

describe('two-stop swatches of translucent paints', () => {
  it('pools a colour by cubing its transmittance in linear light', () => {
    expect(pooledColor('#9A99A0')).toBe('#34323B');
    // White passes everything and black nothing, however deep the pool.
    expect(pooledColor('#FFFFFF')).toBe('#FFFFFF');
    expect(pooledColor('#000000')).toBe('#000000');
    // Each channel darkens on its own: a red wash stays red.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(pooledColor('#BD87A8').slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(r).toBeLessThan(0xbd);
    expect(b).toBeLessThan(0xa8);
    expect(pooledColor('not a colour')).toBe('not a colour');
  });
});
