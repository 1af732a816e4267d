import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './images.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new Uint8Array([...value].map((character) => character.charCodeAt(0)));

describe('imageTypeOf', () => {
  it('knows JPEG, PNG and WebP by their leading bytes', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(imageTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(text('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(imageTypeOf(text('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });
});
