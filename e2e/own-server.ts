import { afterAll, beforeAll, inject } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser } from './browser.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

/**
 * A test file's own server (for a file that reconfigures, restarts or stops it) and its browser, with contexts the
 * size of a 390x844 phone that start with the catalog stored (catalogStateAt), all closed after the file.
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
        storageState: catalogStateAt(server().url),
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
 * data folder (for the mail it writes), and phone-sized contexts that start with the catalog already stored, as a
 * browser that visited once has it (the app then only checks its ETag).
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
        storageState: catalogState(),
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

/** A browser's state after one visit to the shared server: the catalog stored in its IndexedDB. */
export const catalogState = () => inject('catalogState');

/**
 * The catalog-loaded browser state moved to another server's origin, for a file's own server: every server starts
 * from the same catalog (the same paint ids, the same content, so the same ETag), so a browser that stored it from
 * the shared server holds what this one would send, and the app only checks it instead of downloading, parsing and
 * storing 5,805 paints again in each new context.
 */
export function catalogStateAt(url: string): ReturnType<typeof catalogState> {
  const state = catalogState();
  const origin = new URL(url).origin;
  return { ...state, origins: state.origins.map((stored) => ({ ...stored, origin })) };
}
