import type { Kysely, Transaction } from 'kysely';
import { adminMessages, type AdminUser } from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { removeUser } from '../users/remove-user.js';

const notFound = () => new ApiError(404, 'not-found', adminMessages.userNotFound);

/** The users with every field but the password and the link tokens, and their live paint and project counts. */
function usersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('user')
    .select((eb) => [
      'user.id',
      'user.email',
      'user.firstName',
      'user.lastName',
      'user.emailVerified',
      'user.profileImageUrl',
      'user.isAdmin',
      'user.pendingEmail',
      'user.passwordResetExpiry',
      'user.lastLoginAt',
      'user.createdAt',
      'user.updatedAt',
      eb
        .selectFrom('paint')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('paint.userId', '=', 'user.id')
        .where('paint.deletedAt', 'is', null)
        .as('paintCount'),
      eb
        .selectFrom('project')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('project.userId', '=', 'user.id')
        .where('project.deletedAt', 'is', null)
        .as('projectCount'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    emailVerified: row.emailVerified === 1,
    isAdmin: row.isAdmin === 1,
    paintCount: Number(row.paintCount ?? 0),
    projectCount: Number(row.projectCount ?? 0),
  };
}

/** Newest accounts first. */
export async function listUsers(db: Kysely<Database>): Promise<AdminUser[]> {
  const rows = await usersQuery(db).orderBy('user.createdAt', 'desc').orderBy('user.id').execute();
  return rows.map(toAdminUser);
}

/** Refuses to leave the app without an admin: `userId` may lose the right only if someone else keeps it. */
async function assertAnotherAdmin(trx: Transaction<Database>, userId: string): Promise<void> {
  const other = await trx.selectFrom('user').select('id').where('isAdmin', '=', 1).where('id', '!=', userId).limit(1).executeTakeFirst();
  if (other === undefined) throw new ApiError(409, 'last-admin', adminMessages.lastAdmin);
}

/**
 * Sets a user's admin right (`isAdmin`), or flips it when not given (the spec's toggle). An admin cannot remove
 * their own right, and the last admin keeps theirs; the check and the change are one transaction, so two admins
 * demoting each other at once cannot leave none.
 */
export async function setAdmin(db: Kysely<Database>, callerId: string, userId: string, isAdmin: boolean | undefined): Promise<AdminUser> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select('isAdmin').where('id', '=', userId).executeTakeFirst();
    if (user === undefined) throw notFound();
    const next = isAdmin ?? user.isAdmin === 0;
    if (next === (user.isAdmin === 1)) return;
    if (!next) {
      if (userId === callerId) throw new ApiError(409, 'own-account', adminMessages.ownAdminRight);
      await assertAnotherAdmin(trx, userId);
    }
    await trx
      .updateTable('user')
      .set({ isAdmin: next ? 1 : 0, updatedAt: nowIso() })
      .where('id', '=', userId)
      .execute();
  });
  return toAdminUser(await usersQuery(db).where('user.id', '=', userId).executeTakeFirstOrThrow());
}

/** Deletes another user and everything of theirs (users/remove-user.ts); never the caller, never the last admin. */
export async function deleteUser(db: Kysely<Database>, callerId: string, userId: string): Promise<void> {
  if (userId === callerId) throw new ApiError(409, 'own-account', adminMessages.ownAccount);
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select('isAdmin').where('id', '=', userId).executeTakeFirst();
    if (user === undefined) throw notFound();
    if (user.isAdmin === 1) await assertAnotherAdmin(trx, userId);
    await removeUser(trx, userId);
  });
}
