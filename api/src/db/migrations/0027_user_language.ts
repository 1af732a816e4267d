import type { Kysely } from 'kysely';

/**
 * Issue 38: the painter's language (one of the app's language codes, checked by zod on the way in), kept on the
 * account so their other devices adopt it and the mails and showcase page speak it. Null, as every existing account
 * starts, means "follow the browser" (and English for mails).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('language').execute();
}
