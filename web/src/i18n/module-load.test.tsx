import { expect, it, vi } from 'vitest';

// Every module of the app but the entry points (main.tsx starts the app, sw.ts is the service worker's, workers run
// on their own thread), the update prompt (it imports the PWA plugin's virtual module, made only by a build) and the
// tests'.
const modules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../testing/**',
  '!../main.tsx',
  '!../sw.ts',
  '!../**/*.worker.ts',
  '!../app/pwa/update-prompt.tsx',
]);

/**
 * The catalog is a lazy chunk (words-ready.ts): a page's module is evaluated as soon as its chunk arrives, maybe
 * before the catalog. So no module may read the app's words when it loads (a table built from them at the top
 * level), only when it renders or answers: reading them early throws (t.ts), which this test would meet.
 */
it('no module of the app reads its words when it loads', { timeout: 120_000 }, async () => {
  // A registry of its own: t.ts, loaded again, has no language yet, as in a browser before the catalog arrives.
  vi.resetModules();
  const failures: string[] = [];
  for (const [path, load] of Object.entries(modules)) {
    await load().catch((error: unknown) => failures.push(`${path}: ${String(error)}`));
  }
  expect(failures).toEqual([]);
  expect(Object.keys(modules).length).toBeGreaterThan(300);
});
