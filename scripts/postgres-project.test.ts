import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiFilesWithoutDatabase, sqliteFileTests } from '../vitest.config.js';

// The Postgres project runs every API test file that reaches a database (vitest.config.ts), found by what it imports:
// a test app, a test database, a connection or the app itself (from another folder, or beside them in testing/). A file that starts reaching one must leave the list of
// files without a database, or it would pass on SQLite only; a file listed there must really reach none.
const reachesDatabase =
  /(?:testing|\.)\/(test-app|test-database|sync|accounts|use-sync-test-app|restartable-apps|server-process|admin)\.js|createTestConfig|createDatabase|buildApp|better-sqlite3|openSqlite/;

function apiTestFiles(dir = 'api/src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiTestFiles(path);
    return path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the Postgres project', () => {
  const files = apiTestFiles();
  const onBothOrPure = files.filter((file) => !sqliteFileTests.includes(file));

  it('finds the API test files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(onBothOrPure)('%s is on both databases exactly when it reaches one', (file) => {
    expect(reachesDatabase.test(readFileSync(file, 'utf8'))).toBe(!apiFilesWithoutDatabase.includes(file));
  });

  it('lists only files that exist', () => {
    for (const file of [...apiFilesWithoutDatabase, ...sqliteFileTests]) expect(files).toContain(file);
  });
});
