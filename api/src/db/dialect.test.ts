import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { isPostgres } from './dialect.js';
import { migrations } from './migrations/index.js';

const postgresRun = (process.env.PAINTFORGE_TEST_RUN_DATABASE_URL ?? '') !== '';

describe('the test database', () => {
  const test = useTestDatabase();

  // The Postgres project must never pass by quietly running on SQLite (or the other way round).
  it(`is ${postgresRun ? "Postgres, in a schema of its own in this run's database" : 'a SQLite file'}`, async () => {
    expect(isPostgres(test.db)).toBe(postgresRun);
    if (postgresRun) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db);
      expect(rows[0]?.schema).toMatch(/^test_[0-9a-f]{12}$/);
      const { rows: database } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
      expect(database[0]?.name).toMatch(/^pft_/);
      expect(test.config.databaseUrl).toContain(encodeURIComponent(rows[0]!.schema));
      // Recipe positions sort by byte whatever the database's collation (migration 0010).
      const { rows: columns } = await sql<{ collation: string }>`select collation_name as collation from information_schema.columns
        where table_schema = current_schema() and table_name = 'project_paint' and column_name = 'position'`.execute(test.db);
      expect(columns).toEqual([{ collation: 'C' }]);
    } else {
      const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(test.db);
      expect(rows[0]?.version).toMatch(/^3\./);
    }
  });

  it('undoes every migration and applies them again', async () => {
    const schema = isPostgres(test.db)
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db)).rows[0]!.schema
      : undefined;
    const migrator = new Migrator({
      db: test.db.withoutPlugins(),
      provider: { getMigrations: async () => migrations },
      ...(schema !== undefined && { migrationTableSchema: schema }),
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    const tables = await test.db.introspection.getTables();
    expect(tables.filter((table) => schema === undefined || table.schema === schema).map((table) => table.name)).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results).toHaveLength(Object.keys(migrations).length);
  });

  it('answers counts and sums as numbers on both engines', async () => {
    const { rows } = await sql<{ n: number; total: number }>`select count(*) as n, sum(1) as total from paint`.execute(test.db);
    expect(rows[0]).toEqual({ n: 0, total: null });
  });
});
