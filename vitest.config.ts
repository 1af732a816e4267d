import { defaultServerConditions } from 'vite';

// Tests run the workspace packages' source, never a build that may be stale: the 'source' export condition
// (sync-protocol/package.json) must reach both the client resolver and the server-side one, which Vitest uses
// for Node tests. src/testing/source-resolution.test.ts fails if either ever falls back to dist/.
export const sourceFirst = ['source', ...defaultServerConditions];
import { configDefaults, defineConfig } from 'vitest/config';

// Tests of the SQLite file itself (its pragmas, backup and restore, statement cache, the upgrades of databases made
// before a migration) and of the embedded server process; the Postgres project runs everything else again.
const sqliteOnlyTests = [
  ...configDefaults.exclude,
  'api/src/db/migrations.test.ts',
  'api/src/db/statement-cache.test.ts',
  'api/src/db/wal-checkpointer.test.ts',
  'api/src/features/operations/backups.test.ts',
  'api/src/server.test.ts',
];

// Two projects: fast unit/integration tests beside the code, and browser tests (e2e/) that drive
// Debian's Chromium against the built app served by the real server.
export default defineConfig({
  resolve: { conditions: sourceFirst },
  ssr: { resolve: { conditions: sourceFirst, externalConditions: sourceFirst } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'sync-protocol/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Several servers on one database: a Postgres deployment only (the Postgres project runs them).
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Component tests: a dialog's or form's own behaviour (messages, disabled states, focus) in happy-dom with
          // Testing Library. Flows across pages, offline and sync stay in the browser suite (e2e/).
          name: 'component',
          include: ['web/src/**/*.test.tsx', 'scripts/source-resolution.test.ts'],
          environment: 'happy-dom',
          // Pre-bundled once, instead of each test file loading Radix's and Lucide's hundreds of modules one by one.
          deps: { optimizer: { client: { enabled: true } } },
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The design's properties (sync.md §7): simulated devices on fake-indexeddb running the real client sync
          // code, against the real server in-process, through a network that loses, duplicates and fails requests.
          name: 'sync',
          include: ['sync-tests/**/*.test.ts', 'scripts/source-resolution.test.ts'],
          // Several servers on one database: a Postgres deployment only (the Postgres project runs them).
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The API's and the sync design's suites again on Postgres (issue 13): each run makes a database of its own
          // on the server below (dropped at its end), each test a schema in it. Files that test the SQLite file itself (its backup
          // and restore, its statement cache) only run above.
          name: 'postgres',
          include: ['api/src/**/*.test.ts', 'sync-tests/**/*.test.ts'],
          exclude: sqliteOnlyTests,
          environment: 'node',
          env: {
            PAINTFORGE_TEST_POSTGRES_URL: process.env.PAINTFORGE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
            // Half the SQLite project's 200 generated histories, which take twice as long over Postgres's round trips:
            // the same code runs both, and `npm run soak` takes SYNC_RUNS for a long run on either.
            SYNC_RUNS: process.env.SYNC_RUNS ?? '100',
          },
          globalSetup: ['api/src/testing/postgres-run.ts'],
          setupFiles: ['api/src/testing/postgres-worker.ts'],
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts', 'scripts/source-resolution.test.ts'],
          environment: 'node',
          // A poll returns as soon as its condition holds; the ceiling only matters on a busy machine, where a
          // reload plus a round trip can take longer than the default second (a toast test flaked that way).
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores and Chromium wants both.
          fileParallelism: false,
        },
      },
    ],
  },
});
