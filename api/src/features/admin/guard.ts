import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { adminMessages } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';

export const forbidden = () => new ApiError(403, 'forbidden', adminMessages.accessDenied);

/**
 * Every route of the calling plugin answers 401 to an anonymous caller and 403 to a signed-in non-admin. The right
 * is read from the database on every request, never from the token or the browser: a revoked admin loses access on
 * the next request. Both run in onRequest, before a body is even parsed.
 */
export function requireAdmin(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onRequest', app.authenticate.bind(app));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const row = await db.selectFrom('user').select('isAdmin').where('id', '=', signedInUser(request).id).executeTakeFirst();
    if (row?.isAdmin !== 1) throw forbidden();
  });
}
