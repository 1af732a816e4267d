import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildTemplates } from './database-templates-setup.js';
import { postgresTemplateDatabase, postgresTemplateNames } from './template-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRunDatabaseUrl: string;
  }
}

/**
 * Global set-up of the Postgres test project (vitest.config.ts): a database of its own for this run, in which every
 * test config gets a schema of its own (test-config.ts, createTestConfig), and the run's template databases, of which each
 * test app gets a copy (database-templates.ts); all dropped when the run ends, however its tests ended. A database rather than a prefix in a shared one: Kysely's migrator looks at every schema of the
 * database it migrates, and would trip over another run's schemas being dropped under it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = project.config.env.PAINTFORGE_TEST_POSTGRES_URL;
  if (url === undefined || url === '') throw new Error('PAINTFORGE_TEST_POSTGRES_URL is not set');
  const name = `pft_${Date.now().toString(36)}_${process.pid.toString(36)}`;
  await withClient(url, async (client) => {
    await dropAbandonedRuns(client);
    await client.query(`create database "${name}"`);
  });
  const runUrl = new URL(url);
  runUrl.pathname = `/${name}`;
  // Migrated once here, copied for each test app (database-templates.ts).
  for (const template of postgresTemplateNames) {
    await withClient(url, (client) => client.query(`create database "${postgresTemplateDatabase(runUrl, template)}"`));
  }
  await buildTemplates('postgres', runUrl.toString());
  // Provided to this project's workers only (postgres-worker.ts): an environment variable set here would reach the
  // workers of every project, and put the SQLite suites on Postgres too.
  project.provide('postgresRunDatabaseUrl', runUrl.toString());
  return async () => {
    // The run's database, its templates and any copy a test left behind.
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [
        name,
        `${name}\\_%`,
      ]);
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    });
  };
}

/** A run that was killed never dropped its database: any more than a day old is dropped here (its name says when). */
async function dropAbandonedRuns(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'pft\\_%'");
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const { datname } of rows) {
    const started = Number.parseInt(datname.split('_')[1] ?? '', 36);
    if (Number.isFinite(started) && started < dayAgo) await client.query(`drop database if exists "${datname}" with (force)`);
  }
}

async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    // Once and clearly here, rather than in every test, when the database is not there.
    throw new Error(`The Postgres tests need a database at ${url} (${(error as Error).message})`, { cause: error });
  }
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
