import SqliteDatabase from 'better-sqlite3';
import { postgresPushByHand, sqlitePushByHand, type PushOwner, type RawPaintCreate } from '../raw-mutation-statements.js';

/** A statement with `?` parameters. */
export interface BareStatement {
  text: string;
  params: readonly unknown[];
}

/** What the bare routes need from a database: run a statement, get plain rows; run writes in one transaction. */
export interface BareDatabase {
  dialect: 'sqlite' | 'postgres';
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs the statements in order in one transaction (one commit), as our push does for its mutations. */
  transaction(statements: readonly BareStatement[]): Promise<void>;
  /** A push of paint creates by our server's own statements, hand-written (raw-mutation-statements.ts). */
  pushByHand(owner: PushOwner, list: readonly RawPaintCreate[]): Promise<void>;
  close(): Promise<void>;
}

/** Same file and settings as our server (api/src/db/dialect.ts: WAL, synchronous NORMAL), statements prepared once. */
function openSqlite(path: string): BareDatabase {
  const sqlite = new SqliteDatabase(path, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  // Synchronous from begin to commit, so no other request's statements can land inside it.
  const inTransaction = sqlite.transaction((list: readonly BareStatement[]) => {
    for (const { text, params } of list) prepared(text).run(...params);
  });
  const pushByHand = sqlitePushByHand(sqlite);
  return {
    dialect: 'sqlite',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const statement = prepared(text);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as Row[];
    },
    async transaction(list) {
      inTransaction(list);
    },
    async pushByHand(owner, list) {
      pushByHand(owner, list);
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
  const numbered = (text: string) => {
    let found = texts.get(text);
    if (found === undefined) {
      found = numberedParameters(text);
      texts.set(text, found);
    }
    return found;
  };
  return {
    dialect: 'postgres',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(numbered(text), [...params])).rows as Row[];
    },
    async transaction(list) {
      // One connection from begin to commit: the pool would spread the statements over several.
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const { text, params } of list) await client.query(numbered(text), [...params]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async pushByHand(owner, list) {
      const client = await pool.connect();
      try {
        await postgresPushByHand(async (text, params = []) => (await client.query(numbered(text), [...params])).rows)(owner, list);
      } finally {
        client.release();
      }
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
