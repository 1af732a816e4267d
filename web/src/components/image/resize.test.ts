import { describe, expect, it } from 'vitest';
import { encodeWithinBytes, fitWithin, imageContentProblem, imageFileProblem, miniaturePhotoTarget, profilePictureTarget } from './resize';

const MB = 1024 * 1024;

describe('fitWithin', () => {
  it('fits a miniature photo within 600x400 keeping proportions, never enlarging (spec §9)', () => {
    const fit = (width: number, height: number) => fitWithin(width, height, miniaturePhotoTarget.maxWidth, miniaturePhotoTarget.maxHeight);
    expect(fit(1200, 800)).toEqual({ width: 600, height: 400 });
    expect(fit(4000, 1000)).toEqual({ width: 600, height: 150 });
    expect(fit(1000, 2000)).toEqual({ width: 200, height: 400 });
    expect(fit(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it('scales a profile picture so its longest side is at most 400 px (spec §9)', () => {
    const fit = (width: number, height: number) => fitWithin(width, height, profilePictureTarget.maxWidth, profilePictureTarget.maxHeight);
    expect(fit(4000, 3000)).toEqual({ width: 400, height: 300 });
    expect(fit(3000, 4000)).toEqual({ width: 300, height: 400 });
    expect(fit(1200, 1200)).toEqual({ width: 400, height: 400 });
    expect(fit(1920, 1080)).toEqual({ width: 400, height: 225 });
    expect(fit(401, 200)).toEqual({ width: 400, height: 200 });
    expect(fit(64, 48)).toEqual({ width: 64, height: 48 });
  });

  it('rounds to whole pixels, never goes below 1 px and refuses empty sizes', () => {
    expect(fitWithin(1000, 333, 400, 400)).toEqual({ width: 400, height: 133 });
    expect(fitWithin(10_000, 3, 400, 400)).toEqual({ width: 400, height: 1 });
    expect(() => fitWithin(0, 100, 400, 400)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100, 400, 400)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0, 400)).toThrow(RangeError);
  });
});

describe('the quality ladder', () => {
  it('is 0.4 down by 0.05 to 0.1 for miniature photos and 0.8 for profile pictures, JPEG both (spec §9)', () => {
    expect(miniaturePhotoTarget.qualities).toEqual([0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1]);
    expect(miniaturePhotoTarget.encodedMaxBytes).toBe(5 * MB);
    expect(profilePictureTarget.qualities).toEqual([0.8]);
    expect([miniaturePhotoTarget.type, profilePictureTarget.type]).toEqual(['image/jpeg', 'image/jpeg']);
  });

  // An encoder whose output shrinks with the quality, as JPEG's does: 10 bytes per hundredth of quality.
  const tried: number[] = [];
  const encode = async (quality: number) => {
    tried.push(quality);
    return new Blob([new Uint8Array(Math.round(quality * 1000))]);
  };

  it('stops at the first quality whose result fits', async () => {
    tried.length = 0;
    const blob = await encodeWithinBytes(encode, miniaturePhotoTarget.qualities, 260);
    expect(tried).toEqual([0.4, 0.35, 0.3, 0.25]);
    expect(blob.size).toBe(250);
  });

  it('takes the first quality when it fits, and the last when none does', async () => {
    tried.length = 0;
    expect((await encodeWithinBytes(encode, miniaturePhotoTarget.qualities, 5000)).size).toBe(400);
    expect(tried).toEqual([0.4]);
    expect((await encodeWithinBytes(encode, miniaturePhotoTarget.qualities, 10)).size).toBe(100);
    await expect(encodeWithinBytes(encode, [], 10)).rejects.toThrow(RangeError);
  });
});

describe('imageFileProblem', () => {
  it('refuses non-images and miniature photos of 20MB or more (spec §5 Miniature image)', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 1 }, miniaturePhotoTarget)).toBe('invalid-type');
    expect(imageFileProblem({ type: '', size: 1 }, miniaturePhotoTarget)).toBe('invalid-type');
    expect(imageFileProblem({ type: 'image/png', size: 20 * MB }, miniaturePhotoTarget)).toBe('too-large');
    expect(imageFileProblem({ type: 'image/png', size: 20 * MB - 1 }, miniaturePhotoTarget)).toBeNull();
  });

  it('refuses profile pictures of 5MB or more (spec §5 Profile picture)', () => {
    expect(imageFileProblem({ type: 'image/heic', size: 5 * MB - 1 }, profilePictureTarget)).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB }, profilePictureTarget)).toBe('too-large');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, profilePictureTarget)).toBe('invalid-type');
  });
});

describe('imageContentProblem', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

  it('refuses a file named as a JPEG, PNG or WebP whose bytes are not an image', async () => {
    expect(await imageContentProblem(new Blob(['<html>not a picture</html>'], { type: 'image/png' }))).toBe('invalid-type');
    expect(await imageContentProblem(new Blob(['%PDF-1.7'], { type: 'image/jpeg' }))).toBe('invalid-type');
    expect(await imageContentProblem(new Blob([], { type: 'image/webp' }))).toBe('invalid-type');
  });

  it('accepts real image bytes, even under another image name, and leaves other image types to decoding', async () => {
    expect(await imageContentProblem(new Blob([png], { type: 'image/png' }))).toBeNull();
    expect(await imageContentProblem(new Blob([png], { type: 'image/jpeg' }))).toBeNull();
    expect(await imageContentProblem(new Blob([webp], { type: 'image/webp' }))).toBeNull();
    expect(await imageContentProblem(new Blob(['....ftypheic'], { type: 'image/heic' }))).toBeNull();
  });
});
