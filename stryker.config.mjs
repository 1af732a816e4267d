// Mutation testing of the sync core (issue 8): `npm run test:mutation`. Not part of `npm test`: a full run takes
// tens of minutes. What the run found and why the survivors live: docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the unit tests of sync-protocol and api, on the packages' source (see the config's comment).
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: ['api/src/features/sync/**/*.ts', 'sync-protocol/src/mutations/**/*.ts', '!**/*.test.ts'],
  // Builds and reports are not copied into the sandbox (Stryker copies everything else but node_modules).
  ignorePatterns: ['**/dist/', '**/dev-dist/', 'reports/', 'data/'],
  coverageAnalysis: 'perTest',
  // The machine has two cores, shared.
  concurrency: 2,
  // A mutant's run is a timeout only well past a normal one: on the shared two cores, runs of mutants that change
  // nothing (a log line, a message no test reaches) timed out at 20 s and were counted as detected.
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // A later run re-tests only the mutants whose code or covering tests changed (`-- --force` for a full run).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
};
