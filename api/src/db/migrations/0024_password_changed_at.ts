import type { Kysely } from 'kysely';

/**
 * Issue 33: a device whose session ended because the painter changed (or reset) the password elsewhere is told so,
 * not "session expired". Sessions are deleted rows, so the reason is kept on the user: when the password last
 * changed. A token issued before it that names no live session ended for that reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('password_changed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('password_changed_at').execute();
}
