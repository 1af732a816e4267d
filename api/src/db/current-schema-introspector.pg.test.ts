import { PostgresIntrospector, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestConfig } from '../testing/test-config.js';
import { silentLog } from '../testing/test-database.js';
import { closeDatabase, createDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

const schemaOf = (url: URL): string => /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')![1]!;

// Two schemas of one database, as the tests (and any deployment sharing a database) have them: ours is introspected
// (as Kysely's Migrator does before every migration) while another connection keeps renaming a table of the other.
describe('introspecting one schema while another schema changes', () => {
  let db: Kysely<Database>;
  let other: pg.Client;
  let otherSchema: string;
  let ourSchema: string;

  beforeEach(async () => {
    const config = createTestConfig();
    const otherUrl = new URL(createTestConfig().databaseUrl!);
    ourSchema = schemaOf(new URL(config.databaseUrl!));
    otherSchema = schemaOf(otherUrl);
    db = createDatabase(config);
    await migrateToLatest(db, silentLog);
    other = new pg.Client({ connectionString: otherUrl.toString() });
    await other.connect();
    await other.query(`create schema ${otherSchema}; create table ${otherSchema}.response_minute (id serial primary key)`);
  });

  afterEach(async () => {
    await other.query(`drop schema if exists ${otherSchema} cascade; drop schema if exists ${ourSchema} cascade`);
    await other.end();
    await closeDatabase(db);
  });

  /**
   * Introspects while the other table is renamed back and forth, `rounds` times or until `stopAtError`; answers the
   * errors seen.
   */
  async function introspectDuringRenames(introspect: () => Promise<unknown>, rounds: number, stopAtError = false): Promise<string[]> {
    let renaming = true;
    const renames = (async () => {
      for (let away = true; renaming; away = !away) {
        const [from, to] = away ? ['response_minute', 'response_minute_away'] : ['response_minute_away', 'response_minute'];
        await other.query(`alter table ${otherSchema}.${from} rename to ${to}`);
      }
    })();
    const errors: string[] = [];
    for (let round = 0; round < rounds && !(stopAtError && errors.length > 0); round++)
      await introspect().catch((error: Error) => errors.push(error.message));
    renaming = false;
    await renames;
    return errors;
  }

  it('reads its own schema only, so a rename elsewhere never fails it', async () => {
    expect(await introspectDuringRenames(() => db.introspection.getTables({ withInternalKyselyTables: true }), 100)).toEqual([]);
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ourSchema]));
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['paint', 'kysely_migration']));
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('kysely_migration');
  });

  it("Kysely's own introspector, reading every schema, fails on a table renamed under it", async () => {
    // The failure CI met (about one call in four fails here); this shows the test above could fail.
    const errors = await introspectDuringRenames(() => new PostgresIntrospector(db).getTables(), 2000, true);
    expect(errors[0]).toMatch(/relation ".*\.response_minute(_away)?" does not exist/);
  });
});
