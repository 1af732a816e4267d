import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchWithProfile, useBrowser, watchedPage } from './browser.js';
import { startServer } from './server.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: ArrayBuffer): [number, number] {
  const view = new DataView(bytes);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('web app manifest', () => {
  it('names the app and points at icons that exist in the sizes it claims', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'The Paint Forge', short_name: 'Paint Forge', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(await image.arrayBuffer()).join('x')).toBe(icon.sizes);
    }
  });
});

describe('installability', () => {
  it('passes Chromium’s installability checks with a service worker in control', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'paintforge-profile-'));
    const context = await launchWithProfile(profile, baseUrl);
    const { page, errors } = await watchedPage(context);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

describe('update prompt', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'paintforge-dist-'));
    cpSync(fileURLToPath(new URL('../web/dist', import.meta.url)), webDist, { recursive: true });
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('offers "a new version is ready — reload" when a new service worker is deployed, and reloads into it', async () => {
    const server = await startServer({ webDist });
    const context = await browser().newContext({ baseURL: server.url });
    const { page, errors } = await watchedPage(context);
    try {
      await page.goto('/help');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none');
      expect(firstWorker).toMatch(/sw\.js$/);

      // A new release: the worker's bytes change, as every build with changed files does, and so do the compressed
      // twins the build writes beside it (web/scripts/compress-build.mjs), which are what the server sends.
      const worker = join(webDist, 'sw.js');
      appendFileSync(worker, '\n// next release\n');
      writeFileSync(`${worker}.br`, brotliCompressSync(readFileSync(worker)));
      writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker)));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await expect.poll(() => prompt.count(), { timeout: 20_000 }).toBe(1);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'A new version is ready' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
