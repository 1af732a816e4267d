import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webManifest } from './pwa-manifest.js';

/** Width and height from a PNG's IHDR chunk, after its 8-byte signature. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

// What the build writes as manifest.webmanifest (vite.config.ts) and the icons it copies from web/public. That
// Chromium finds the served manifest installable is the browser suite's (e2e/pwa.test.ts).
describe('web app manifest', () => {
  it('names the app and points at icons that exist in the sizes it claims', () => {
    expect(webManifest).toMatchObject({ name: 'The Paint Forge', short_name: 'Paint Forge', start_url: '/', display: 'standalone' });
    expect(webManifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = webManifest.icons ?? [];
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const size of ['192x192', '512x512']) expect(icons.some((icon) => icon.sizes === size)).toBe(true);
    for (const icon of icons) {
      expect(icon.type, icon.src).toBe('image/png');
      expect(pngSize(readFileSync(new URL(`public${icon.src}`, import.meta.url))), icon.src).toBe(icon.sizes);
    }
  });
});
