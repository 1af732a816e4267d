import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

// In a process of its own: the test runner's module cache would not say what the server's start loads.
const script = `
import { createRequire } from 'node:module';
const { createDatabase } = await import('./api/src/db/connection.ts');
const db = createDatabase({ databasePath: ':memory:', databaseUrl: undefined });
await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
await db.destroy();
console.log(Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/node_modules/pg/')));
`;

describe('the database drivers', () => {
  it('leave the Postgres driver unloaded on a SQLite server, a fifth of a second off every start', () => {
    const loaded = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(loaded.trim()).toBe('false');
  });
});
