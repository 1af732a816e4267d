import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testSchemaPrefix } from '../config.js';

/**
 * Global set-up of the Postgres test projects (vitest.config.ts): names this run, so that every schema its tests
 * create (config.ts, createTestConfig) shares a prefix, and drops them all when the run ends, however its tests
 * ended. Two runs at once on one database (CI and a developer) never touch each other's schemas.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = project.config.env.PAINTFORGE_TEST_POSTGRES_URL;
  if (url === undefined || url === '') throw new Error('PAINTFORGE_TEST_POSTGRES_URL is not set');
  // Set before the test workers start, which inherit it.
  process.env.PAINTFORGE_TEST_RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const prefix = testSchemaPrefix();
  // Fail here, once and clearly, rather than in every test, when the database is not there.
  await withClient(url, async () => undefined);
  return async () => {
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [prefix]);
      for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
    });
  };
}

async function withClient(url: string, use: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The Postgres tests need a database at ${url} (${(error as Error).message})`, { cause: error });
  }
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
