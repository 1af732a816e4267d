import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.js';
import { startServer } from './server.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's data folder: its SQLite file and the mail it wrote (`mail/`). */
    serverDataDir: string;
    browserEndpoint: string;
    /** A browser that has visited the shared server once: the whole catalog in its IndexedDB (useSharedServer). */
    catalogState: StorageState;
  }
}

/** A count the catalog's database holds as the app stores it (web/src/data/catalog/catalog-database.ts). */
async function storedPaints(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Opened without a version, a database the app has not made yet would be made here at version 1, and this
        // connection, left open, would block the app's own upgrade and every later open: the set-up hung that way.
        const request = indexedDB.open('paintforge-catalog');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('paints')) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction('paints').objectStore('paints').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
        request.onerror = () => resolve(0);
      }),
  );
}

/**
 * One real server for the browser tests that do not stop, restart or reconfigure theirs (those start their own), one
 * Chromium for every file to connect to (browser.ts, useBrowser), and one browser state with the catalog stored: the
 * app downloads, parses and stores 5,805 paints at a first visit, which every new context would otherwise repeat.
 * The server believes X-Forwarded-For, so the tests' API calls each come from an address of their own
 * (accounts.ts) and the files together do not meet the per-address limits on registering.
 */
export default async function setup(project: TestProject) {
  const [server, browserServer] = await Promise.all([startServer({ env: { TRUST_PROXY: 'true' } }), launchBrowserServer()]);
  const browser = await chromium.connect(browserServer.wsEndpoint());
  try {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The colour studio reads the catalog for anyone, signed in or not.
    await page.goto('/colours');
    const deadline = Date.now() + 60_000;
    while ((await storedPaints(page)) < 5_000) {
      if (Date.now() > deadline) throw new Error('the catalog was not stored within a minute');
      await page.waitForTimeout(200);
    }
    project.provide('catalogState', await context.storageState({ indexedDB: true }));
  } finally {
    await browser.close();
  }
  project.provide('baseUrl', server.url);
  project.provide('serverDataDir', server.dataDir);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
