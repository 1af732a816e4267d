import SqliteDatabase from 'better-sqlite3';

/** The one thing the bare routes need from a database: run a statement with `?` parameters, get plain rows. */
export interface BareDatabase {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Same file and settings as our server (api/src/db/dialect.ts: WAL, synchronous NORMAL), statements prepared once. */
function openSqlite(path: string): BareDatabase {
  const sqlite = new SqliteDatabase(path, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as Row[];
    },
    async close() {
      sqlite.close();
    },
  };
}

/** `?` → `$1, $2, …`: the bare routes write their SQL once for both databases. */
export function numberedParameters(text: string): string {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
}

async function openPostgres(url: string, poolSize: number): Promise<BareDatabase> {
  // Loaded only for a Postgres run, so a SQLite-only bench needs no Postgres driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const texts = new Map<string, string>();
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      let numbered = texts.get(text);
      if (numbered === undefined) {
        numbered = numberedParameters(text);
        texts.set(text, numbered);
      }
      return (await pool.query(numbered, [...params])).rows as Row[];
    },
    close: () => pool.end(),
  };
}

/** BARE_DATABASE_URL (a Postgres URL, pool of BARE_POOL_SIZE) or BARE_DATABASE_PATH (a SQLite file). */
export async function openBareDatabase(env: NodeJS.ProcessEnv): Promise<BareDatabase> {
  if (env.BARE_DATABASE_URL) return openPostgres(env.BARE_DATABASE_URL, Number(env.BARE_POOL_SIZE ?? 10));
  if (env.BARE_DATABASE_PATH) return openSqlite(env.BARE_DATABASE_PATH);
  throw new Error('set BARE_DATABASE_URL or BARE_DATABASE_PATH');
}
