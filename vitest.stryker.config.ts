import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { sourceFirst } from './vitest.config.js';

// Stryker (stryker.config.mjs) runs the `unit` tests of sync-protocol and api in a sandbox copy of the repository.
// The workspace symlink node_modules/@paintforge/sync-protocol points at the real checkout, so without these aliases
// the api tests would run the unmutated sync-protocol and its mutants would look uncovered. The aliases name the
// same source files as the package's 'source' export condition, inside whichever copy this config is loaded from.
const syncProtocol = (path: string): string => fileURLToPath(new URL(`./sync-protocol/src/${path}`, import.meta.url));

/**
 * Quickest files first (and a file that failed last time before all): Stryker stops a mutant's run at its first
 * failing test, and a mutant made when a module loads (a schema, a constant) runs every file, so a killed one
 * costs the time to its first failure. Vitest's own order runs the longest files first.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache } = this.ctx;
    const known = (file: TestSpecification) =>
      cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    return [...files].sort((a, b) => {
      const [stateA, stateB] = [known(a), known(b)];
      if (!stateA || !stateB) return stateA ? 1 : stateB ? -1 : 0;
      if (stateA.failed !== stateB.failed) return stateA.failed ? -1 : 1;
      return stateA.duration - stateB.duration;
    });
  }
}

export default defineConfig({
  resolve: {
    conditions: sourceFirst,
    alias: [
      { find: /^@paintforge\/sync-protocol$/, replacement: syncProtocol('index.ts') },
      { find: /^@paintforge\/sync-protocol\/testing$/, replacement: syncProtocol('testing/memory-store.ts') },
      { find: /^@paintforge\/sync-protocol\/constants$/, replacement: syncProtocol('constants.ts') },
    ],
  },
  ssr: { resolve: { conditions: sourceFirst, externalConditions: sourceFirst } },
  test: {
    name: 'unit',
    // The sync core's own tests and those of the api features that write through it. A mutant loaded with a module
    // (a schema, a constant) runs every one of these after a fresh import; the auth, mail, catalog and server tests
    // would add a minute to each such run while only passing through the sync code.
    include: [
      'sync-protocol/src/**/*.test.ts',
      'api/src/features/{sync,paints,projects,recipes,blobs}/**/*.test.ts',
      'api/src/app.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    sequence: { sequencer: QuickestFirst },
  },
});
