/**
 * Renders the PWA icons from web/public/icons/logo.svg with Debian's Chromium. Run by hand after
 * changing the logo (`node --import tsx web/scripts/make-icons.ts`); the PNGs are committed so a
 * build needs no browser.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = await readFile(`${iconsDir}logo.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function render(file: string, size: number, padding: number, background: string) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = size - 2 * padding;
  await page.setContent(
    `<body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `${iconsDir}${file}`, omitBackground: background === 'transparent' });
  await page.close();
}

await render('icon-192.png', 192, 0, 'transparent');
await render('icon-512.png', 512, 0, 'transparent');
// Maskable icons are cropped to a circle of 80% of the size by some launchers: keep the art inside it.
await render('icon-maskable-512.png', 512, 72, '#1c1917');
await render('apple-touch-icon.png', 180, 12, '#1c1917');
await browser.close();
