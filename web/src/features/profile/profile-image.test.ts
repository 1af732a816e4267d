import { describe, expect, it } from 'vitest';
import { fitWithin, profileImageFileProblem } from './profile-image';

describe('fitWithin', () => {
  it('scales the longest side down to 400 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 300, height: 400 });
    expect(fitWithin(1200, 1200)).toEqual({ width: 400, height: 400 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 400, height: 225 });
    expect(fitWithin(401, 200)).toEqual({ width: 400, height: 200 });
  });

  it('rounds to whole pixels and never goes below 1 px', () => {
    expect(fitWithin(1000, 333)).toEqual({ width: 400, height: 133 });
    expect(fitWithin(1001, 1)).toEqual({ width: 400, height: 1 });
    expect(fitWithin(10_000, 3)).toEqual({ width: 400, height: 1 });
  });

  it('leaves smaller images as they are', () => {
    expect(fitWithin(400, 100)).toEqual({ width: 400, height: 100 });
    expect(fitWithin(64, 48)).toEqual({ width: 64, height: 48 });
  });

  it('honours another bound and refuses empty sizes', () => {
    expect(fitWithin(800, 600, 200)).toEqual({ width: 200, height: 150 });
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('profileImageFileProblem', () => {
  const MB = 1024 * 1024;
  it('accepts images under 5MB', () => {
    expect(profileImageFileProblem({ type: 'image/png', size: 5 * MB - 1 })).toBeNull();
    expect(profileImageFileProblem({ type: 'image/heic', size: 1 })).toBeNull();
  });

  it('refuses other types and files of 5MB or more', () => {
    expect(profileImageFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/image file/);
    expect(profileImageFileProblem({ type: '', size: 10 })).toMatch(/image file/);
    expect(profileImageFileProblem({ type: 'image/jpeg', size: 5 * MB })).toMatch(/under 5MB/);
  });
});
