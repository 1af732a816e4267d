import type { Kysely } from 'kysely';

/**
 * Issue 12: the inventory read lists a painter's paints newest first (created_at, then id, descending) and pages
 * through them by keyset. With only paint_user_id, every page sorted the painter's whole collection (up to 50,000
 * rows); this index hands out each page as one range, read backwards, and spares the unpaged list its sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('paint_user_id_created_at_id').on('paint').columns(['user_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('paint_user_id_created_at_id').execute();
}
