import type { Kysely } from 'kysely';

/**
 * Issue 12: every paint or miniature a push creates updated three indexes that start with user_id. The lone
 * user_id ones are prefixes of (user_id, version) and, for paints, (user_id, created_at, id): every lookup by
 * owner, and the cascade when an account is deleted, is served by those as well. Dropping them spares each create
 * one b-tree write and the pages it dirties in the commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('paint_user_id').execute();
  await db.schema.dropIndex('project_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('paint_user_id').on('paint').column('user_id').execute();
  await db.schema.createIndex('project_user_id').on('project').column('user_id').execute();
}
