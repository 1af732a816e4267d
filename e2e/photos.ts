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

/**
 * A real PNG of a painted miniature on a grey card, drawn by the browser: the card shades from light grey in the
 * middle to darker at the corners (a lamp's fall-off), and the model stands in the middle on a brown base, in a red
 * cloak, with skin and a black belt (the same figure as sync-protocol's palette test).
 */
export async function drawnMiniature(page: Page, { width = 600, height = 800 } = {}): Promise<string> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const card = context.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, Math.hypot(width, height) / 2);
      card.addColorStop(0, '#b2b2b5');
      card.addColorStop(1, '#8a8a8d');
      context.fillStyle = card;
      context.fillRect(0, 0, width, height);
      const ellipse = (colour: string, cx: number, cy: number, rx: number, ry: number) => {
        context.fillStyle = colour;
        context.beginPath();
        context.ellipse(cx * width, cy * height, rx * width, ry * height, 0, 0, 2 * Math.PI);
        context.fill();
      };
      ellipse('#5c3a1e', 0.5, 0.82, 0.29, 0.07);
      ellipse('#8e020f', 0.5, 0.56, 0.2, 0.25);
      ellipse('#c98f6a', 0.5, 0.26, 0.11, 0.09);
      ellipse('#231f20', 0.5, 0.4, 0.17, 0.03);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  const path = join(mkdtempSync(join(tmpdir(), 'paintforge-photo-')), 'miniature.png');
  writeFileSync(path, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  return path;
}
