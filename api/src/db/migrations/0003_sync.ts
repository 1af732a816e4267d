import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Offline-first sync (issue 4, design/sync.md §3):
 * - synced rows (a user's paints, projects and recipe rows) carry the `version` of the push that last wrote them
 *   and a `deleted_at` tombstone; one counter per user (`sync_space`) hands out versions;
 * - `sync_client` binds a device's client id to its user and remembers the last mutation it had applied;
 * - `mutation_log` keeps every consumed mutation (applied or rejected) for idempotent retries and replay;
 * - `blob`/`blob_owner` hold photos by the SHA-256 of their bytes, stored once, readable by their owners only.
 * The recipe table keeps the spec's name (project_paint) and is rebuilt, because SQLite cannot change a foreign key:
 * a deleted paint must leave the row readable through its snapshot (ON DELETE SET NULL instead of CASCADE).
 * Portable types only (text ids, ISO text timestamps, integer booleans, JSON as text), as in 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The one type the two dialects spell differently: raw bytes are BLOB in SQLite and BYTEA in Postgres.
  const bytesType = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .alterTable('paint')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('paint').addColumn('deleted_at', 'text').execute();
  // The catalog paint a user's paint was added from (catalog rows themselves have none).
  await db.schema.alterTable('paint').addColumn('catalog_id', 'text').execute();
  await db.schema.createIndex('paint_user_id_version').on('paint').columns(['user_id', 'version']).execute();

  await db.schema
    .alterTable('project')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('project').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('project').addColumn('image_hash', 'text').execute();
  await db.schema.createIndex('project_user_id_version').on('project').columns(['user_id', 'version']).execute();

  await db.schema
    .createTable('blob')
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', bytesType, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('blob_size_matches', sql`size = length(bytes)`)
    .execute();
  await db.schema
    .createTable('blob_owner')
    .addColumn('sha256', 'text', (col) => col.notNull().references('blob.sha256').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('blob_owner_pk', ['sha256', 'user_id'])
    .execute();
  await db.schema.createIndex('blob_owner_user_id').on('blob_owner').column('user_id').execute();

  await db.schema
    .createTable('sync_space')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    // The highest version of a row purged for good: a cursor below it has missed a deletion and must start over.
    .addColumn('purged_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sync_client')
    .addColumn('client_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('last_mutation_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sync_client_user_id').on('sync_client').column('user_id').execute();
  await db.schema
    .createTable('mutation_log')
    .addColumn('client_id', 'text', (col) => col.notNull().references('sync_client.client_id').onDelete('cascade'))
    .addColumn('mutation_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('args', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('notices', 'text')
    // The version the mutation's writes were stamped with; null for a rejected one, which wrote nothing.
    .addColumn('version', 'integer')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('mutation_log_pk', ['client_id', 'mutation_id'])
    .addCheckConstraint('mutation_log_status_known', sql`status in ('applied', 'rejected')`)
    .execute();
  await db.schema.createIndex('mutation_log_user_id_version').on('mutation_log').columns(['user_id', 'version']).execute();
  await db.schema.createIndex('mutation_log_received_at').on('mutation_log').column('received_at').execute();

  await db.schema
    .createTable('project_paint_new')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (col) => col.notNull().references('project.id').onDelete('cascade'))
    // Null once the paint is gone for good; the snapshot keeps the row readable.
    .addColumn('paint_id', 'text', (col) => col.references('paint.id').onDelete('set null'))
    .addColumn('paint_snapshot', 'text', (col) => col.notNull())
    .addColumn('part_name', 'text', (col) => col.notNull())
    .addColumn('technique', 'text')
    .addColumn('usage_notes', 'text')
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Rows written before sync existed get version 1, so a device pulling from cursor 0 receives them. Values the
  // synced row shapes cannot carry (a quantity over 9999, a project status the app does not know) are brought
  // into range, or every pull of that user would fail on them.
  await sql`update paint set version = 1, quantity = case when quantity > 9999 then 9999 else quantity end where user_id is not null`.execute(
    db,
  );
  await sql`update project set version = 1, status = case when status in ('active', 'completed', 'archived') then status else 'active' end`.execute(
    db,
  );
  await copyRecipeRows(db);
  await sql`insert into sync_space (user_id, version, purged_version)
    select id, 1, 0 from "user" where exists (select 1 from project where project.user_id = "user".id)
      or exists (select 1 from paint where paint.user_id = "user".id)`.execute(db);
  await moveDataUrlImagesToBlobs(db);

  await db.schema.dropTable('project_paint').execute();
  await db.schema.alterTable('project_paint_new').renameTo('project_paint').execute();
  await db.schema.createIndex('project_paint_project_id').on('project_paint').column('project_id').execute();
  await db.schema.createIndex('project_paint_paint_id').on('project_paint').column('paint_id').execute();
  await db.schema.createIndex('project_paint_user_id_version').on('project_paint').columns(['user_id', 'version']).execute();
}

/** Base-62 keys `a0`, `a1`, … `az`, `b10`, … as fractional indexing makes them, in the old rows' creation order. */
function positionKey(index: number): string {
  const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let text = '';
  let rest = index;
  do {
    text = digits[rest % 62] + text;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return String.fromCharCode('a'.charCodeAt(0) + text.length - 1) + text;
}

async function copyRecipeRows(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    id: string;
    userId: string;
    projectId: string;
    paintId: string;
    name: string;
    brand: string;
    color: string;
    type: string;
    partName: string;
    technique: string | null;
    usageNotes: string | null;
    createdAt: string;
  }>`
    select pp.id, pr.user_id as "userId", pp.project_id as "projectId", pp.paint_id as "paintId", p.name, p.brand, p.color, p.type,
      pp.part_name as "partName", pp.technique, pp.usage_notes as "usageNotes", pp.created_at as "createdAt"
    from project_paint pp join project pr on pr.id = pp.project_id join paint p on p.id = pp.paint_id
    order by pp.project_id, pp.created_at, pp.id`.execute(db);
  let project: string | undefined;
  let index = 0;
  for (const row of rows) {
    index = row.projectId === project ? index + 1 : 0;
    project = row.projectId;
    const snapshot = JSON.stringify({ name: row.name, brand: row.brand, color: row.color, type: row.type });
    await sql`insert into project_paint_new (id, user_id, project_id, paint_id, paint_snapshot, part_name, technique, usage_notes, position, created_at, updated_at, deleted_at, version)
      values (${row.id}, ${row.userId}, ${row.projectId}, ${row.paintId}, ${snapshot}, ${row.partName}, ${row.technique}, ${row.usageNotes}, ${positionKey(index)}, ${row.createdAt}, ${row.createdAt}, null, 1)`.execute(
      db,
    );
  }
}

const imageTypes: ReadonlyArray<readonly [string, (bytes: Buffer) => boolean]> = [
  ['image/jpeg', (bytes) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff],
  ['image/png', (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/webp', (bytes) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP'],
];

/**
 * Projects made before sync may hold their photo as a data URL in image_url. Those become blobs (when their bytes
 * are a JPEG, PNG or WebP), referenced by hash as new projects are; image_url itself is left as it was.
 * (This file keeps its own copy of the type check: a shipped migration must not change when app code does.)
 */
async function moveDataUrlImagesToBlobs(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; userId: string; imageUrl: string; createdAt: string }>`
    select id, user_id as "userId", image_url as "imageUrl", created_at as "createdAt" from project where image_url like 'data:%'`.execute(
    db,
  );
  for (const row of rows) {
    const match = /^data:[^,]*;base64,(.*)$/s.exec(row.imageUrl);
    if (!match?.[1]) continue;
    const bytes = Buffer.from(match[1], 'base64');
    const mime = imageTypes.find(([, test]) => test(bytes))?.[0];
    if (mime === undefined) continue;
    const hash = createHash('sha256').update(bytes).digest('hex');
    await sql`insert into blob (sha256, mime, size, bytes, created_at) values (${hash}, ${mime}, ${bytes.length}, ${bytes}, ${row.createdAt}) on conflict do nothing`.execute(
      db,
    );
    await sql`insert into blob_owner (sha256, user_id, created_at) values (${hash}, ${row.userId}, ${row.createdAt}) on conflict do nothing`.execute(
      db,
    );
    await sql`update project set image_hash = ${hash} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_paint_old')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull().references('project.id').onDelete('cascade'))
    .addColumn('paint_id', 'text', (col) => col.notNull().references('paint.id').onDelete('cascade'))
    .addColumn('part_name', 'text', (col) => col.notNull())
    .addColumn('technique', 'text')
    .addColumn('usage_notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Rows whose paint is gone, or that were deleted, cannot be expressed in the old table.
  await sql`insert into project_paint_old (id, project_id, paint_id, part_name, technique, usage_notes, created_at)
    select id, project_id, paint_id, part_name, technique, usage_notes, created_at from project_paint
    where paint_id is not null and deleted_at is null`.execute(db);
  await db.schema.dropTable('project_paint').execute();
  await db.schema.alterTable('project_paint_old').renameTo('project_paint').execute();
  await db.schema.createIndex('project_paint_project_id').on('project_paint').column('project_id').execute();
  await db.schema.createIndex('project_paint_paint_id').on('project_paint').column('paint_id').execute();

  for (const table of ['mutation_log', 'sync_client', 'sync_space', 'blob_owner', 'blob']) await db.schema.dropTable(table).execute();
  await sql`delete from paint where deleted_at is not null`.execute(db);
  await sql`delete from project where deleted_at is not null`.execute(db);
  await db.schema.dropIndex('project_user_id_version').execute();
  for (const column of ['image_hash', 'deleted_at', 'version']) await db.schema.alterTable('project').dropColumn(column).execute();
  await db.schema.dropIndex('paint_user_id_version').execute();
  for (const column of ['catalog_id', 'deleted_at', 'version']) await db.schema.alterTable('paint').dropColumn(column).execute();
}
