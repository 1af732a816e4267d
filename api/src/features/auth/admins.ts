import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/schema.js';

/**
 * ADMIN_EMAILS makes admins of the accounts with those addresses, but only once the address is verified: anyone
 * can register an address, only its owner can click the link sent to it. Granting happens when an address becomes
 * verified (verification link, password reset, confirmed email change) and, for accounts verified earlier, at start.
 * Never revokes: removing an address from ADMIN_EMAILS leaves rights granted by it until `npm run admin -- revoke`.
 */
export async function grantConfiguredAdmins(db: Kysely<Database>, adminEmails: readonly string[], userId?: string): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  let query = db
    .updateTable('user')
    .set({ isAdmin: 1, updatedAt: nowIso() })
    .where('email', 'in', adminEmails)
    .where('emailVerified', '=', 1)
    .where('isAdmin', '=', 0);
  if (userId !== undefined) query = query.where('id', '=', userId);
  const granted = await query.returning('email').execute();
  return granted.map((row) => row.email);
}

export type AdminChange = 'changed' | 'unchanged' | 'unknown-email';

/** The command line's grant and revoke: by email, whatever the verification state (the operator vouches). */
export async function setAdminByEmail(db: Kysely<Database>, email: string, isAdmin: boolean): Promise<AdminChange> {
  const user = await db.selectFrom('user').select(['id', 'isAdmin']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (user === undefined) return 'unknown-email';
  if (Boolean(user.isAdmin) === isAdmin) return 'unchanged';
  await db
    .updateTable('user')
    .set({ isAdmin: isAdmin ? 1 : 0, updatedAt: nowIso() })
    .where('id', '=', user.id)
    .execute();
  return 'changed';
}

export interface AdminListing {
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  lastLoginAt: string | null;
}

export async function listAdmins(db: Kysely<Database>): Promise<AdminListing[]> {
  const rows = await db
    .selectFrom('user')
    .select(['email', 'firstName', 'lastName', 'emailVerified', 'lastLoginAt'])
    .where('isAdmin', '=', 1)
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...row, emailVerified: row.emailVerified === 1 }));
}
