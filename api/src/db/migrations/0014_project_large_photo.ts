import type { Kysely } from 'kysely';

/**
 * Issue 24: a project keeps a large copy of its photo (long edge up to 1600 px) beside the card's 600x400 one, so
 * the details view, the showcase and its link preview show a standing miniature whole and sharp. Existing rows get
 * NULL, which every reader takes as "use the card photo".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').addColumn('large_image_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').dropColumn('large_image_hash').execute();
}
