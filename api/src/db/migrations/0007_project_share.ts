import type { Kysely } from 'kysely';

/**
 * Private until shared (issue 10): a project's share token, null while private. The device makes it (128 random
 * bits, base64url) and it reaches the server through `project.share`; the unique index makes a showcase lookup by
 * token exact and fast, and lets the database refuse two projects with one link (SQLite and Postgres both allow
 * any number of NULLs under a unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').addColumn('share_token', 'text').execute();
  await db.schema.createIndex('project_share_token').unique().on('project').column('share_token').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_share_token').execute();
  await db.schema.alterTable('project').dropColumn('share_token').execute();
}
