import { defaultServerConditions } from 'vite';

// Tests run the workspace packages' source, never a build that may be stale: the 'source' export condition
// (sync-protocol/package.json) must reach both the client resolver and the server-side one, which Vitest uses
// for Node tests. src/testing/source-resolution.test.ts fails if either ever falls back to dist/.
export const sourceFirst = ['source', ...defaultServerConditions];
import { configDefaults, defineConfig } from 'vitest/config';

// The Postgres project re-runs what differs by dialect (issue 20), and nothing else:
// - the storage contract: every API test file that reaches a database (through an app or a connection), i.e. every
//   store and query the app runs, on both engines; the API's pure files (below) and the SQLite file's own tests
//   (its pragmas, backup and restore, statement cache, the upgrades of databases made before a migration, the
//   embedded server process) stay in the unit project only;
// - the sync design's property suite, the crash of a server process mid-push, and several servers on one database;
// - any file named *.pg.test.ts (or *.postgres.test.ts: several servers on one database, a Postgres deployment only).
// The broken-server variants measure the property suite's power, not the dialect: SQLite only. The engine's own
// tests (sync-tests/engine-*, network, runtime) exercise the client against one server: SQLite only.
// scripts/postgres-project.test.ts checks that every API test file is one or the other.
const postgresOnly = ['**/*.pg.test.ts', '**/*.postgres.test.ts'];
export const apiFilesWithoutDatabase = [
  'api/src/features/auth/password-strength.test.ts',
  'api/src/features/catalog/kind-rule.test.ts',
  'api/src/features/catalog/partners.test.ts',
  'api/src/features/catalog-corrections/colour-agreement.test.ts',
  'api/src/features/image-links/fetch-budget.test.ts',
  'api/src/features/recipes/position.test.ts',
  'api/src/features/sync/faults.test.ts',
  'api/src/features/trust/trust-rule.test.ts',
  'api/src/http/http.test.ts',
];
export const sqliteFileTests = [
  'api/src/db/migrations.test.ts',
  'api/src/db/statement-cache.test.ts',
  'api/src/db/wal-checkpointer.test.ts',
  'api/src/features/operations/backups.test.ts',
  'api/src/server.test.ts',
];
const dialectSyncTests = [
  'sync-tests/sync.property.test.ts',
  'sync-tests/crash-restart.test.ts',
  'sync-tests/pull-during-pushes.test.ts',
  'sync-tests/faults.test.ts',
];

// Migrated once per run and copied for each test app (api/src/testing/database-templates.ts).
const sqliteTemplates = 'api/src/testing/database-templates-setup.ts';

// Two projects: fast unit/integration tests beside the code, and browser tests (e2e/) that drive
// Debian's Chromium against the built app served by the real server.
export default defineConfig({
  resolve: { conditions: sourceFirst },
  ssr: { resolve: { conditions: sourceFirst, externalConditions: sourceFirst } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Both cores: Vitest's default leaves one free (one worker on this two-core machine), while much of the suite waits
    // on Postgres, a server child process or Chromium rather than computing.
    maxWorkers: 2,
    // A set-up that makes an app (migrations, a catalog) can pass Vitest's 10 s on a machine busy with two workers,
    // a Postgres server and server child processes; the e2e project sets its own.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'sync-protocol/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          globalSetup: [sqliteTemplates],
          // The API's, the protocol's and the tools' modules keep no state a file could leave to the next (each test
          // app has its own database and config), so files share them: loading the API's modules again for each of
          // ~90 files was half of this project's time (import 94 s of 185 s; without isolation 18 s, wall 114 → 47 s).
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The web's data layer in Node (fake-indexeddb, fetch stubs): its modules do keep state (the catalog's and the
          // barcode map's caches), so each file gets its own, as Vitest's default.
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['web/src/testing/i18n-setup.ts'],
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
          exclude: [...configDefaults.exclude, '**/*.server.test.tsx'],
          environment: 'happy-dom',
          // Pre-bundled once, instead of each test file loading Radix's and Lucide's hundreds of modules one by one.
          deps: { optimizer: { client: { enabled: true } } },
          setupFiles: ['web/src/testing/component-setup.ts', 'web/src/testing/i18n-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The shell's update prompt imports the PWA plugin's virtual module, which only a Vite build with the plugin
        // makes; its own code (a browser without a service worker registers nothing) is what this module resolves to.
        resolve: { alias: { 'virtual:pwa-register/react': 'vite-plugin-pwa/dist/client/build/react.js' } },
        test: {
          // Component tests of screens answered by the real server in process (*.server.test.tsx, through
          // web/src/testing/app-server.tsx): the app on a SQLite file of the test file's own, copied from the run's
          // template with the catalog loaded. Modules load as Node loads them (the server's), in happy-dom's window.
          name: 'screens',
          include: ['web/src/**/*.server.test.tsx'],
          environment: './web/src/testing/happy-dom-with-server.ts',
          setupFiles: ['web/src/testing/component-setup.ts', 'web/src/testing/i18n-setup.ts'],
          globalSetup: [sqliteTemplates],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The design's properties (sync.md §7): simulated devices on fake-indexeddb running the real client sync
          // code, against the real server in-process, through a network that loses, duplicates and fails requests.
          name: 'sync',
          include: ['sync-tests/**/*.test.ts', 'scripts/source-resolution.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          setupFiles: ['web/src/testing/i18n-setup.ts'],
          globalSetup: [sqliteTemplates],
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // What differs by dialect (above) again on Postgres (issue 13): each run makes a database of its own on the
          // server below and its templates (dropped at its end); each test app gets a copy of a template.
          name: 'postgres',
          include: ['api/src/**/*.test.ts', ...dialectSyncTests, ...postgresOnly],
          exclude: [...configDefaults.exclude, ...apiFilesWithoutDatabase, ...sqliteFileTests],
          environment: 'node',
          env: {
            PAINTFORGE_TEST_POSTGRES_URL: process.env.PAINTFORGE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
            // The CI budget of generated histories on Postgres: 40, a fifth of the SQLite project's 200, as each takes
            // several times as long over Postgres's round trips (100 took over five minutes on this machine). The same
            // code runs both; what differs by dialect is the stores under it. `npm run soak:prop` takes SYNC_RUNS for a long run.
            SYNC_RUNS: process.env.SYNC_RUNS ?? '40',
            // Two server processes on one database (sync-tests/two-servers.postgres.test.ts): 20 histories of its 30.
            TWO_SERVER_RUNS: process.env.TWO_SERVER_RUNS ?? '20',
          },
          globalSetup: ['api/src/testing/postgres-run.ts'],
          setupFiles: ['api/src/testing/postgres-worker.ts', 'web/src/testing/i18n-setup.ts'],
          // The API's modules are shared between files. (A migration failing with 'relation test_….… does not exist'
          // once looked like module state; it was Kysely introspecting other tests' schemas: db/current-schema-introspector.ts.)
          isolate: false,
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The files share their helpers' modules (playwright-core's client, the accounts and server helpers), which
          // keep no state a file could leave to the next (each file connects its own browser and makes its own
          // contexts): importing them again for each file was 42 s of the project's summed file time.
          isolate: false,
          include: ['e2e/**/*.test.ts', 'scripts/source-resolution.test.ts'],
          environment: 'node',
          // A poll returns as soon as its condition holds; the ceiling only matters on a busy machine, where a
          // reload plus a round trip can take longer than the default second (a toast test flaked that way).
          expect: { poll: { timeout: 15_000 } },
          // The SQLite templates first: the servers the browser tests start begin from the catalog one (e2e/server.ts).
          globalSetup: [sqliteTemplates, 'e2e/global-setup.ts'],
          // A whole journey (import 20 pasted names, export, re-import, a recipe) took 45 s of a 60 s ceiling on this
          // machine; a ceiling is for a test that hangs, not a speed bar (speed is measured by npm run bench:web).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time on the one Chromium (a context each): a browser test mostly waits (a server's answer,
          // a render, a poll), so two keep both cores busy; one at a time left them idle (the e2e project: 14 min 47 s
          // one file at a time, 11 min 47 s two at a time, on a machine busier during the second). After every other
          // project (its own group), so the browser never fights the property suites for the cores.
          fileParallelism: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
