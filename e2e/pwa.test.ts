import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchedPage } from './browser.js';
import { waitForServiceWorker } from './accounts.js';
import { startServer } from './server.js';

const browser = useBrowser();

// Installability is judged in e2e/installed-app.test.ts, in the persistent profile its background sync needs anyway.
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
      // `ready` can resolve before the first worker's clientsClaim makes it the page's controller.
      await waitForServiceWorker(page);
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
