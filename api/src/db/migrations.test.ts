import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { nowIso, type Database } from './schema.js';
import { silentLog, useTestDatabase } from '../testing/test-database.js';

const testDb = useTestDatabase();

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dfltValue: string | null;
  pk: number;
}

async function columnsOf(table: string): Promise<Record<string, ColumnInfo>> {
  const { rows } = await sql<ColumnInfo>`select * from pragma_table_info(${table})`.execute(testDb.db);
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

const now = nowIso();
async function insertUser(id = 'user-1', email = `${id}@example.com`) {
  await testDb.db
    .insertInto('user')
    .values({ id, email, passwordHash: 'hash', firstName: 'Ada', lastName: 'Lovelace', createdAt: now, updatedAt: now })
    .execute();
}

describe('connection', () => {
  it('runs SQLite in WAL mode with foreign keys, a busy timeout and synchronous=NORMAL', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(testDb.db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1); // NORMAL
  });
});

describe('migration 0001', () => {
  it('creates every entity of the spec with its columns', async () => {
    const expected: Record<string, string[]> = {
      // The last columns of user and session come from 0002 (and user's password_changed_at from 0024); those of paint and
      // project, and project_paint as it is, from 0003.
      user: [
        'id',
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'email_verified',
        'verification_token',
        'profile_image_url',
        'is_admin',
        'pending_email',
        'email_change_token',
        'password_reset_token',
        'password_reset_expiry',
        'last_login_at',
        'created_at',
        'updated_at',
        'verification_expiry',
        'email_change_expiry',
        'password_changed_at',
        // 0027
        'language',
      ],
      session: ['id', 'user_id', 'expires_at', 'created_at', 'last_used_at', 'user_agent'],
      paint: [
        'id',
        'name',
        'brand',
        'color',
        'type',
        'range',
        'quantity',
        'status',
        'is_wishlist',
        'priority',
        'notes',
        'user_id',
        'catalog_hash',
        'created_at',
        'updated_at',
        'version',
        'deleted_at',
        'catalog_id',
        // 0015
        'running_low',
        // 0026
        'conflicts',
      ],
      project: [
        'id',
        'name',
        'description',
        'status',
        'image_url',
        'user_id',
        'created_at',
        'updated_at',
        'version',
        'deleted_at',
        'image_hash',
        // 0007
        'share_token',
        // 0014
        'large_image_hash',
        // 0019
        'stage',
        'model_count',
        'acquired_at',
        'stage_history',
        'wip_photos',
        'show_timeline',
        // 0023
        'unit_id',
        // 0026
        'conflicts',
      ],
      project_paint: [
        'id',
        'user_id',
        'project_id',
        'paint_id',
        'paint_snapshot',
        'part_name',
        'technique',
        'usage_notes',
        'position',
        'created_at',
        'updated_at',
        'deleted_at',
        'version',
        // 0026
        'conflicts',
      ],
      feedback: [
        'id',
        'user_id',
        'type',
        'subject',
        'message',
        'status',
        'created_at',
        'updated_at',
        'admin_reply',
        'replied_at',
        'color_paint_id',
        'color_snapshot',
        'suggested_color',
        'measured',
        'pooled_color',
      ],
      catalog_correction: [
        'paint_id',
        'color',
        'original_color',
        'corrected_by',
        'created_at',
        'updated_at',
        'source',
        'measured_by',
        'measured_spread',
        'pooled_color',
      ],
      response_minute: ['minute', 'total', 'server_errors'],
      // 0008
      catalog_state: ['id', 'etag', 'source_hash', 'snapshot', 'snapshot_size'],
      // 0009
      barcode_link: ['user_id', 'code', 'catalog_paint_id', 'created_at', 'updated_at'],
      barcode_decision: ['code', 'catalog_paint_id', 'decision', 'decided_by', 'decided_at'],
      // 0023
      army: [
        'id',
        'user_id',
        'name',
        'faction',
        'game',
        'points',
        'scheme_id',
        'notes',
        'created_at',
        'updated_at',
        'deleted_at',
        'version',
        // 0026
        'conflicts',
      ],
      army_unit: [
        'id',
        'user_id',
        'army_id',
        'name',
        'model_count',
        'points',
        'scheme_id',
        'notes',
        'position',
        'created_at',
        'updated_at',
        'deleted_at',
        'version',
        // 0026
        'conflicts',
      ],
      scheme: ['id', 'user_id', 'name', 'steps', 'created_at', 'updated_at', 'deleted_at', 'version', 'conflicts'],
    };
    for (const [table, columns] of Object.entries(expected)) {
      expect(Object.keys(await columnsOf(table)), table).toEqual(columns);
    }
    const paint = await columnsOf('paint');
    expect(paint.id?.pk).toBe(1);
    expect(paint.user_id?.notnull).toBe(0);
    for (const required of ['name', 'brand', 'color', 'type']) expect(paint[required]?.notnull, required).toBe(1);
    expect((await columnsOf('project_paint')).part_name?.notnull).toBe(1);
    expect((await columnsOf('feedback')).type?.type).toBe('varchar(50)');
  });

  it('indexes the lookups by owner and by recipe', async () => {
    const { rows } = await sql<{
      name: string;
      tbl_name: string;
    }>`select name, tbl_name from sqlite_master where type = 'index' and name not like 'sqlite_%' order by name`.execute(testDb.db);
    expect(rows.map((row) => row.name)).toEqual([
      'army_unit_user_id_version',
      'army_user_id_version',
      'barcode_link_code',
      'blob_owner_user_id',
      'catalog_colour_change_created_at',
      'catalog_colour_change_paint_id_created_at',
      'feedback_color_paint_id_created_at',
      'feedback_created_at',
      'feedback_user_id',
      'mutation_log_user_id_version',
      'paint_user_id_created_at_id',
      'paint_user_id_version',
      'pile_settings_user_id_version',
      'project_paint_paint_id',
      'project_paint_project_id',
      'project_paint_user_id_version',
      'project_share_token',
      'project_user_id_version',
      'rate_limit_window_ends',
      'scheme_user_id_version',
      'session_expires_at',
      'session_user_id',
      'sync_client_user_id',
      'user_email_change_token',
      'user_password_reset_token',
      'user_verification_token',
    ]);
  });

  it('fills the defaults of the spec', async () => {
    await insertUser();
    await testDb.db
      .insertInto('paint')
      .values({
        id: 'p1',
        name: 'Abaddon Black',
        brand: 'Citadel',
        color: '#231F20',
        type: 'Base',
        userId: 'user-1',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await testDb.db
      .insertInto('project')
      .values({ id: 'pr1', name: 'Space Marine', userId: 'user-1', createdAt: now, updatedAt: now })
      .execute();
    await testDb.db
      .insertInto('feedback')
      .values({ id: 'f1', userId: 'user-1', subject: 'Hello', message: 'A long enough message', createdAt: now, updatedAt: now })
      .execute();

    expect(await testDb.db.selectFrom('user').select(['emailVerified', 'isAdmin']).executeTakeFirstOrThrow()).toEqual({
      emailVerified: 0,
      isAdmin: 0,
    });
    expect(
      await testDb.db
        .selectFrom('paint')
        .select(['quantity', 'status', 'isWishlist', 'priority', 'notes', 'range', 'catalogHash'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      quantity: 100,
      status: 'in_stock',
      isWishlist: 0,
      priority: 'medium',
      notes: null,
      range: null,
      catalogHash: null,
    });
    expect(await testDb.db.selectFrom('project').select('status').executeTakeFirstOrThrow()).toEqual({ status: 'active' });
    expect(await testDb.db.selectFrom('feedback').select(['type', 'status']).executeTakeFirstOrThrow()).toEqual({
      type: 'general',
      status: 'open',
    });
  });

  it('cascades a user deletion to sessions, paints, projects, recipes and feedback, but not to the catalog', async () => {
    await insertUser();
    await testDb.db.insertInto('session').values({ id: 's1', userId: 'user-1', expiresAt: now, createdAt: now }).execute();
    await testDb.db
      .insertInto('paint')
      .values([
        { id: 'mine', name: 'Mine', brand: 'Citadel', color: '#000000', type: 'Base', userId: 'user-1', createdAt: now, updatedAt: now },
        {
          id: 'shared',
          name: 'Shared',
          brand: 'Citadel',
          color: '#FFFFFF',
          type: 'Base',
          userId: null,
          catalogHash: 'h',
          createdAt: now,
          updatedAt: now,
        },
      ])
      .execute();
    await testDb.db.insertInto('project').values({ id: 'pr1', name: 'Knight', userId: 'user-1', createdAt: now, updatedAt: now }).execute();
    await testDb.db
      .insertInto('projectPaint')
      .values([
        {
          id: 'pp1',
          userId: 'user-1',
          projectId: 'pr1',
          paintId: 'mine',
          partName: 'Armor',
          createdAt: now,
          paintSnapshot: '{}',
          position: 'a0',
          updatedAt: now,
        },
        {
          id: 'pp2',
          userId: 'user-1',
          projectId: 'pr1',
          paintId: 'shared',
          partName: 'Cloak',
          technique: 'Wash',
          createdAt: now,
          paintSnapshot: '{}',
          position: 'a1',
          updatedAt: now,
        },
      ])
      .execute();
    await testDb.db
      .insertInto('feedback')
      .values({ id: 'f1', userId: 'user-1', type: 'bug', subject: 'S', message: 'Long enough text', createdAt: now, updatedAt: now })
      .execute();

    await testDb.db.deleteFrom('user').where('id', '=', 'user-1').execute();

    const count = async (table: keyof Database) =>
      Number((await testDb.db.selectFrom(table).select(testDb.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('session')).toBe(0);
    expect(await count('project')).toBe(0);
    expect(await count('projectPaint')).toBe(0);
    expect(await count('feedback')).toBe(0);
    expect(await testDb.db.selectFrom('paint').select('id').execute()).toEqual([{ id: 'shared' }]);
  });

  it('since 0003, keeps the recipe lines of a deleted paint, without the paint (their snapshot remains)', async () => {
    await insertUser();
    await testDb.db
      .insertInto('paint')
      .values({ id: 'p1', name: 'P', brand: 'B', color: '#000000', type: 'Base', userId: 'user-1', createdAt: now, updatedAt: now })
      .execute();
    await testDb.db.insertInto('project').values({ id: 'pr1', name: 'Knight', userId: 'user-1', createdAt: now, updatedAt: now }).execute();
    await testDb.db
      .insertInto('projectPaint')
      .values({
        id: 'pp1',
        userId: 'user-1',
        projectId: 'pr1',
        paintId: 'p1',
        partName: 'Armor',
        createdAt: now,
        paintSnapshot: '{}',
        position: 'a0',
        updatedAt: now,
      })
      .execute();
    await testDb.db.deleteFrom('paint').where('id', '=', 'p1').execute();
    expect(await testDb.db.selectFrom('projectPaint').select(['id', 'paintId', 'paintSnapshot']).execute()).toEqual([
      { id: 'pp1', paintId: null, paintSnapshot: '{}' },
    ]);
    expect(await testDb.db.selectFrom('project').select('id').execute()).toEqual([{ id: 'pr1' }]);
  });

  it('rejects rows that break the constraints', async () => {
    await insertUser();
    const paint = { name: 'P', brand: 'B', color: '#000000', type: 'Base', userId: 'user-1', createdAt: now, updatedAt: now };
    await expect(insertUser('user-2', 'user-1@example.com')).rejects.toThrow(/UNIQUE/);
    await expect(insertUser('user-3', 'Mixed@Example.com')).rejects.toThrow(/CHECK constraint failed: user_email_lowercase/);
    await expect(
      testDb.db
        .insertInto('paint')
        .values({ ...paint, id: 'a', status: 'lost' as never })
        .execute(),
    ).rejects.toThrow(/paint_status_known/);
    await expect(
      testDb.db
        .insertInto('paint')
        .values({ ...paint, id: 'b', priority: 'urgent' as never })
        .execute(),
    ).rejects.toThrow(/paint_priority_known/);
    await expect(
      testDb.db
        .insertInto('paint')
        .values({ ...paint, id: 'c', quantity: -1 })
        .execute(),
    ).rejects.toThrow(/paint_quantity_not_negative/);
    await expect(
      testDb.db
        .insertInto('paint')
        .values({ ...paint, id: 'd', color: 'black' })
        .execute(),
    ).rejects.toThrow(/paint_color_hex/);
    await expect(
      testDb.db
        .insertInto('paint')
        .values({ ...paint, id: 'e', userId: 'nobody' })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    const feedback = { userId: 'user-1', subject: 'S', message: 'Long enough text', createdAt: now, updatedAt: now };
    await expect(
      testDb.db
        .insertInto('feedback')
        .values({ ...feedback, id: 'f1', type: 'rant' as never })
        .execute(),
    ).rejects.toThrow(/feedback_type_known/);
    await expect(
      testDb.db
        .insertInto('feedback')
        .values({ ...feedback, id: 'f2', subject: 's'.repeat(256) })
        .execute(),
    ).rejects.toThrow(/feedback_subject_length/);
    await expect(
      testDb.db
        .insertInto('feedback')
        .values({ ...feedback, id: 'f3', status: 's'.repeat(21) as never })
        .execute(),
    ).rejects.toThrow(/feedback_status_length/);
    await expect(
      testDb.db
        .insertInto('projectPaint')
        .values({
          id: 'pp',
          userId: 'user-1',
          projectId: 'none',
          paintId: 'none',
          partName: null as never,
          createdAt: now,
          paintSnapshot: '{}',
          position: 'a0',
          updatedAt: now,
        })
        .execute(),
    ).rejects.toThrow(/NOT NULL/);
  });

  it('is applied once: migrating again does nothing', async () => {
    const results = await migrateToLatest(testDb.db, silentLog);
    expect(results).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(testDb.db);
    expect(rows.map((row) => row.name)).toEqual([
      '0001_initial_schema',
      '0002_accounts',
      '0003_sync',
      '0004_error_codes',
      '0005_feedback_admin_operations',
      '0006_row_counts',
      '0007_project_share',
      '0008_catalog_state',
      '0009_barcodes',
      '0010_shared_state',
      '0011_paint_list_order',
      '0012_catalog_snapshot',
      '0013_redundant_owner_indexes',
      '0014_project_large_photo',
      '0015_log_received_at_index',
      '0016_barcode_shared_map',
      '0017_catalog_correction_source',
      '0018_paint_running_low',
      '0019_project_stages',
      '0020_project_status_by_stage',
      '0021_pile_settings',
      '0022_catalog_colour_changes',
      '0023_armies',
      '0024_password_changed_at',
      '0025_measured_colours',
      '0026_kept_texts',
      '0027_user_language',
    ]);
  });
});

describe('migration 0004', () => {
  it("renames a logged rejection's code 'invalid' to 'validation', so a retried push answers with a code of the closed set", async () => {
    const { errorCodes } = await import('./migrations/index.js').then((module) => ({ errorCodes: module.migrations['0004_error_codes']! }));
    await insertUser();
    await testDb.db
      .insertInto('syncClient')
      .values({ clientId: 'c1', userId: 'user-1', lastMutationId: 2, createdAt: now, lastSeenAt: now })
      .execute();
    const logged = (mutationId: number, code: string) => ({
      clientId: 'c1',
      mutationId,
      userId: 'user-1',
      name: 'paint.create@1',
      args: '{}',
      status: 'rejected' as const,
      error: JSON.stringify({ code, message: 'Paint name is required' }),
      notices: null,
      version: null,
      receivedAt: now,
    });
    await testDb.db
      .insertInto('mutationLog')
      .values([logged(1, 'invalid'), logged(2, 'not-found')])
      .execute();
    await errorCodes.up(testDb.db.withoutPlugins());
    const rows = await testDb.db.selectFrom('mutationLog').select(['mutationId', 'error']).orderBy('mutationId').execute();
    expect(rows.map((row) => JSON.parse(row.error!).code)).toEqual(['validation', 'not-found']);
  });
});

describe('migration 0002', () => {
  it('keeps the link-token hashes unique but allows any number of accounts without a link', async () => {
    await insertUser('user-1');
    await insertUser('user-2');
    await testDb.db.updateTable('user').set({ verificationToken: 'hash-a' }).where('id', '=', 'user-1').execute();
    await expect(testDb.db.updateTable('user').set({ verificationToken: 'hash-a' }).where('id', '=', 'user-2').execute()).rejects.toThrow(
      /UNIQUE/,
    );
    await testDb.db
      .updateTable('user')
      .set({ passwordResetToken: 'hash-a', emailChangeToken: 'hash-a' })
      .where('id', '=', 'user-2')
      .execute();
  });

  it('adds to a database made by 0001 alone without touching its rows, and can be undone', async () => {
    const { accounts } = await import('./migrations/index.js').then((module) => ({ accounts: module.migrations['0002_accounts']! }));
    await insertUser();
    await testDb.db.insertInto('session').values({ id: 's1', userId: 'user-1', expiresAt: now, createdAt: now }).execute();
    await accounts.down!(testDb.db.withoutPlugins());
    expect(Object.keys(await columnsOf('session'))).toEqual(['id', 'user_id', 'expires_at', 'created_at']);
    await accounts.up(testDb.db.withoutPlugins());
    expect(await testDb.db.selectFrom('session').selectAll().execute()).toEqual([
      { id: 's1', userId: 'user-1', expiresAt: now, createdAt: now, lastUsedAt: null, userAgent: null },
    ]);
  });
});

describe('migration 0003', () => {
  it('upgrades a database made before sync: versions, spaces, recipe rows with snapshots and positions, data-URL photos as blobs', async () => {
    const { sync, rowCounts, armies } = await import('./migrations/index.js').then((module) => ({
      sync: module.migrations['0003_sync']!,
      rowCounts: module.migrations['0006_row_counts']!,
      armies: module.migrations['0023_armies']!,
    }));
    const raw = testDb.db.withoutPlugins();
    // Undone newest first, as a rollback would: 0006's and 0023's triggers write to the space table 0003 drops.
    await armies.down!(raw);
    await rowCounts.down!(raw);
    await sync.down!(raw);
    await insertUser();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 1)]);
    await sql`insert into paint (id, name, brand, color, type, user_id, quantity, created_at, updated_at) values ('p1', 'Red', 'Citadel', '#FF0000', 'Base', 'user-1', 12000, ${now}, ${now}), ('cat', 'Black', 'Citadel', '#000000', 'Base', null, 100, ${now}, ${now})`.execute(
      raw,
    );
    await sql`insert into project (id, name, image_url, status, user_id, created_at, updated_at) values ('pr1', 'Knight', ${`data:image/jpeg;base64,${jpeg.toString('base64')}`}, 'completed', 'user-1', ${now}, ${now}), ('pr2', 'Linked', 'https://example.com/a.jpg', 'on-hold', 'user-1', ${now}, ${now})`.execute(
      raw,
    );
    await sql`insert into project_paint (id, project_id, paint_id, part_name, created_at) values ('pp1', 'pr1', 'p1', 'Armour', '2025-01-01T00:00:00.000Z'), ('pp2', 'pr1', 'cat', 'Cloak', '2025-01-02T00:00:00.000Z')`.execute(
      raw,
    );

    await sync.up(raw);

    expect(await testDb.db.selectFrom('paint').select(['id', 'version', 'deletedAt', 'quantity']).orderBy('id').execute()).toEqual([
      { id: 'cat', version: 0, deletedAt: null, quantity: 100 },
      { id: 'p1', version: 1, deletedAt: null, quantity: 9999 },
    ]);
    expect(await testDb.db.selectFrom('syncSpace').selectAll().execute()).toEqual([{ userId: 'user-1', version: 1, purgedVersion: 0 }]);
    expect(
      await testDb.db
        .selectFrom('projectPaint')
        .select(['id', 'userId', 'paintId', 'paintSnapshot', 'position', 'updatedAt', 'version'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      {
        id: 'pp1',
        userId: 'user-1',
        paintId: 'p1',
        paintSnapshot: JSON.stringify({ name: 'Red', brand: 'Citadel', color: '#FF0000', type: 'Base' }),
        position: 'a0',
        updatedAt: '2025-01-01T00:00:00.000Z',
        version: 1,
      },
      {
        id: 'pp2',
        userId: 'user-1',
        paintId: 'cat',
        paintSnapshot: JSON.stringify({ name: 'Black', brand: 'Citadel', color: '#000000', type: 'Base' }),
        position: 'a1',
        updatedAt: '2025-01-02T00:00:00.000Z',
        version: 1,
      },
    ]);
    const hash = (await import('node:crypto')).createHash('sha256').update(jpeg).digest('hex');
    expect(await testDb.db.selectFrom('project').select(['id', 'imageHash', 'version', 'status']).orderBy('id').execute()).toEqual([
      { id: 'pr1', imageHash: hash, version: 1, status: 'completed' },
      { id: 'pr2', imageHash: null, version: 1, status: 'active' },
    ]);
    expect(await testDb.db.selectFrom('blob').select(['sha256', 'mime', 'size']).execute()).toEqual([
      { sha256: hash, mime: 'image/jpeg', size: jpeg.length },
    ]);
    expect(await testDb.db.selectFrom('blobOwner').select(['sha256', 'userId']).execute()).toEqual([{ sha256: hash, userId: 'user-1' }]);

    // And back: the recipe rows return to the old table.
    await sync.down!(raw);
    expect(Object.keys(await columnsOf('project_paint'))).toEqual([
      'id',
      'project_id',
      'paint_id',
      'part_name',
      'technique',
      'usage_notes',
      'created_at',
    ]);
    expect((await sql<{ id: string }>`select id from project_paint order by id`.execute(raw)).rows).toEqual([{ id: 'pp1' }, { id: 'pp2' }]);
    await sync.up(raw);
  });
});

describe('migration 0006', () => {
  const counts = (userId: string) =>
    testDb.db.selectFrom('syncSpace').select(['paintRows', 'projectRows', 'recipeRows']).where('userId', '=', userId).executeTakeFirst();

  it('counts the rows a user already has, then keeps the counts exact through inserts, deletes and cascades', async () => {
    const { rowCounts } = await import('./migrations/index.js').then((module) => ({ rowCounts: module.migrations['0006_row_counts']! }));
    const raw = testDb.db.withoutPlugins();
    await rowCounts.down!(raw);
    await insertUser('user-1');
    await insertUser('user-2');
    await sql`insert into sync_space (user_id, version, purged_version) values ('user-1', 3, 0)`.execute(raw);
    await sql`insert into paint (id, name, brand, color, type, user_id, created_at, updated_at) values ('p1', 'Red', 'Citadel', '#FF0000', 'Base', 'user-1', ${now}, ${now}), ('p2', 'Blue', 'Citadel', '#0000FF', 'Base', 'user-1', ${now}, ${now}), ('cat', 'Black', 'Citadel', '#000000', 'Base', null, ${now}, ${now})`.execute(
      raw,
    );
    await sql`insert into project (id, name, user_id, created_at, updated_at) values ('pr1', 'Knight', 'user-1', ${now}, ${now})`.execute(
      raw,
    );

    await rowCounts.up(raw);
    expect(await counts('user-1')).toEqual({ paintRows: 2, projectRows: 1, recipeRows: 0 });

    // A row of a user with no space yet makes the space; a catalog row (no owner) counts for nobody.
    await sql`insert into paint (id, name, brand, color, type, user_id, created_at, updated_at) values ('p3', 'Green', 'Citadel', '#00FF00', 'Base', 'user-2', ${now}, ${now}), ('cat2', 'White', 'Citadel', '#FFFFFF', 'Base', null, ${now}, ${now})`.execute(
      raw,
    );
    expect(await counts('user-2')).toEqual({ paintRows: 1, projectRows: 0, recipeRows: 0 });
    await sql`insert into project_paint (id, project_id, paint_id, part_name, position, paint_snapshot, user_id, created_at, updated_at) values ('pp1', 'pr1', 'p1', 'Armour', 'a0', '{}', 'user-1', ${now}, ${now})`.execute(
      raw,
    );
    await sql`delete from paint where id = 'p2'`.execute(raw);
    expect(await counts('user-1')).toEqual({ paintRows: 1, projectRows: 1, recipeRows: 1 });

    // An update is not a new row.
    await sql`update paint set name = 'Crimson' where id = 'p1'`.execute(raw);
    expect(await counts('user-1')).toEqual({ paintRows: 1, projectRows: 1, recipeRows: 1 });

    // Deleting the project cascades to its recipe row, and the cascade is counted too.
    await sql`delete from project where id = 'pr1'`.execute(raw);
    expect(await counts('user-1')).toEqual({ paintRows: 1, projectRows: 0, recipeRows: 0 });
  });
});
