import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A real PNG drawn by the browser (a background with a block in its middle), written to a temp folder for a file
 * input. Real bytes on purpose: the app judges an image by its content, not its name.
 */
export async function drawnPhoto(
  page: Page,
  { width = 900, height = 600, background = '#1f3a7a', accent = '#e3c16f' } = {},
): Promise<string> {
  const dataUrl = await page.evaluate(
    ({ width, height, background, accent }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      context.fillStyle = accent;
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
      return canvas.toDataURL('image/png');
    },
    { width, height, background, accent },
  );
  const path = join(mkdtempSync(join(tmpdir(), 'paintforge-photo-')), 'photo.png');
  writeFileSync(path, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  return path;
}
