import type { AppConfig } from '../config.js';

/**
 * The environment that points a child process or a command (`npm run admin`, a restarted server) at a test
 * config's database: its data folder, plus its Postgres schema when the test runs on Postgres.
 */
export function databaseEnv(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>): Record<string, string> {
  return { DATA_DIR: config.dataDir, ...(config.databaseUrl !== undefined && { DATABASE_URL: config.databaseUrl }) };
}
