import { afterAll, beforeAll, inject } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser } from './browser.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

/**
 * A test file's own server (for a file that reconfigures, restarts or stops it) and its browser, with contexts the
 * size of a 390x844 phone, all closed after the file.
 */
export function useOwnServer(options: () => Promise<ServerOptions> | ServerOptions = () => ({})): {
  server: () => RunningServer;
  phoneContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  const browser = useBrowser();
  let running: RunningServer | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    running = await startServer(await options());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await running?.stop();
  });
  const server = () => {
    if (!running) throw new Error('useOwnServer: the server exists only inside a test');
    return running;
  };
  return {
    server,
    async phoneContext(options = {}) {
      const context = await browser().newContext({
        baseURL: server().url,
        viewport: { width: 390, height: 844 },
        ...options,
      });
      contexts.push(context);
      return context;
    },
  };
}

/** The text of the toasts on screen. */
export const toastText = (page: Page) => page.getByRole('region', { name: /Notifications/ }).textContent();

/**
 * The run's shared server (global-setup.ts) for a file that neither stops, restarts nor reconfigures it, with its
 * data folder (for the mail it writes), and phone-sized contexts. Each context starts empty, as a new phone does, and
 * the app downloads and stores the catalog itself: restoring a stored catalog into every context (Playwright's
 * storageState with IndexedDB, issue 32) was measured slower than that (e2e/global-setup.ts says why).
 */
export function useSharedServer(): {
  server: () => RunningServer;
  phoneContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  const shared = sharedServer();
  return {
    server: () => shared,
    async phoneContext(options = {}) {
      const context = await browser().newContext({
        baseURL: shared.url,
        viewport: { width: 390, height: 844 },
        ...options,
      });
      contexts.push(context);
      return context;
    },
  };
}

/** The run's shared server (global-setup.ts), as a RunningServer that no test file may stop. */
export function sharedServer(): RunningServer {
  return {
    url: inject('baseUrl'),
    dataDir: inject('serverDataDir'),
    env: {},
    async stop() {
      throw new Error('the shared server is not a test file’s to stop');
    },
  };
}
