import type { Kysely } from 'kysely';

/**
 * Accounts (issue 3): expiries for the verification and email-change links (the reset link's expiry exists since
 * 0001), and what a session needs to slide its idle timeout and to be recognised in a list of devices.
 * The link-token columns hold SHA-256 hashes of the tokens; the unique indexes make the lookup by hash an index
 * seek, and make two live links with one hash impossible. Both dialects allow many NULLs in a unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('verification_expiry', 'text').execute();
  await db.schema.alterTable('user').addColumn('email_change_expiry', 'text').execute();
  for (const column of ['verification_token', 'password_reset_token', 'email_change_token']) {
    await db.schema.createIndex(`user_${column}`).unique().on('user').column(column).execute();
  }
  // Nullable because rows made before this migration have no value; the server always sets it.
  await db.schema.alterTable('session').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('session').addColumn('user_agent', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('user_agent').execute();
  await db.schema.alterTable('session').dropColumn('last_used_at').execute();
  for (const column of ['verification_token', 'password_reset_token', 'email_change_token']) {
    await db.schema.dropIndex(`user_${column}`).execute();
  }
  await db.schema.alterTable('user').dropColumn('email_change_expiry').execute();
  await db.schema.alterTable('user').dropColumn('verification_expiry').execute();
}
