import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sqliteTemplatesVariable } from './template-names.js';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the run's templates in a process of its own (build-templates.ts): Vitest's main process, where global set-ups
 * run, does not resolve the workspace packages to their source as the test workers do.
 */
export async function buildTemplates(kind: 'sqlite' | 'postgres', where: string): Promise<void> {
  const script = join(repo, 'api/src/testing/build-templates.ts');
  await promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', script, kind, where], { cwd: repo });
}

/**
 * Global set-up of the projects whose tests make apps (vitest.config.ts): the SQLite templates, built once for the
 * whole run however many projects list this file (the first builds them; workers find their folder in the
 * environment), removed when the run ends.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[sqliteTemplatesVariable]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'paintforge-templates-'));
  await buildTemplates('sqlite', dir);
  process.env[sqliteTemplatesVariable] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[sqliteTemplatesVariable];
  };
}
