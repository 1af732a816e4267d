/** The local Postgres of CI and development (trust auth); each run makes its own database in it and drops it after. */
export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

export interface LoadOptions {
  /** Seconds each scenario runs, for our server and again for the bare route. */
  seconds: number;
  /** Seconds of the mixed soak on each database. */
  soakSeconds: number;
  /** Concurrent connections autocannon keeps open. */
  connections: number;
  /** The Postgres server to measure on too (a fresh database in it), or undefined for SQLite only. */
  postgresUrl: string | undefined;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

/**
 * LOAD_SECONDS (default 5), LOAD_SOAK_SECONDS (default 120), LOAD_CONNECTIONS (default 8). Postgres is measured
 * after SQLite when `--postgres` is passed (LOAD_POSTGRES_URL or the local default) or DATABASE_URL is set.
 */
export function loadOptions(env: NodeJS.ProcessEnv, argv: readonly string[]): LoadOptions {
  const postgresUrl =
    env.DATABASE_URL?.trim() || (argv.includes('--postgres') ? env.LOAD_POSTGRES_URL?.trim() || defaultPostgresUrl : undefined);
  if (postgresUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(postgresUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  return {
    seconds: wholeNumber(env, 'LOAD_SECONDS', 5, 1),
    soakSeconds: wholeNumber(env, 'LOAD_SOAK_SECONDS', 120, 0),
    connections: wholeNumber(env, 'LOAD_CONNECTIONS', 8, 1),
    postgresUrl,
  };
}
