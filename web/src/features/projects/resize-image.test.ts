import { describe, expect, it } from 'vitest';
import { fitWithin, photoFileProblem, photoQualities } from './resize-image';

describe('miniature photo (spec §9)', () => {
  it('fits within 600x400 keeping proportions, never enlarging', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 600, height: 400 });
    expect(fitWithin(4000, 1000)).toEqual({ width: 600, height: 150 });
    expect(fitWithin(1000, 2000)).toEqual({ width: 200, height: 400 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it('tries JPEG quality 0.4 down by 0.05 to 0.1', () => {
    expect(photoQualities).toEqual([0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1]);
  });

  it('refuses non-images and files of 20MB or more', () => {
    expect(photoFileProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Invalid file type');
    const big = { type: 'image/png', size: 20 * 1024 * 1024 } as File;
    expect(photoFileProblem(big)).toBe('File too large');
    expect(photoFileProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});
