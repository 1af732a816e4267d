import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paintsJsonWithSession } from './paint-json.js';

/** The answer read with the session check, from the hook to the handler of the same request. */
const answers = new WeakMap<FastifyRequest, string>();

/**
 * onRequest of GET /api/paints. The whole list (the app's most frequent request) is read with its session check in
 * one statement (paint-json.ts): on Postgres one round trip where it took two. It is read here, where every other
 * route authenticates, so a dead session answers the same 401 before the query is validated. A paged call (limit or
 * after present, valid or not) authenticates as every route does and reads its page in the handler.
 */
export async function authenticateInventoryRead(app: FastifyInstance, db: Kysely<Database>, request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  if ('limit' in query || 'after' in query) return app.authenticate(request);
  answers.set(request, await app.authenticateWithRead(request, (lookup) => paintsJsonWithSession(db, lookup)));
}

/** The JSON text authenticateInventoryRead read for this request; a route that forgot the hook fails loudly. */
export function inventoryAnswer(request: FastifyRequest): string {
  const answer = answers.get(request);
  if (answer === undefined) throw new Error('inventoryAnswer: the route does not run authenticateInventoryRead');
  return answer;
}
