import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { restContract, unhealthySchema } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { registerContractRoute } from '../../http/contract-route.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { checkDatabase } from './service.js';

/** For load balancers, Docker health checks and the admin dashboard: is the process up and the database answering? */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database>; catalogPaints: number }> = async (fastify, { db, catalogPaints }) => {
  const health = restContract.health;
  registerContractRoute(fastify.withTypeProvider<ZodTypeProvider>(), health, {
    // Probes call this every few seconds; their lines would drown the request log. Failures are still logged.
    config: { requestLog: false },
    answers: { 503: unhealthySchema },
    handler: async (request, reply) => {
      const uptimeSeconds = Math.floor(process.uptime());
      const database = await checkDatabase(db);
      if (!database.ok) {
        request.log.warn({ err: database.error }, 'Health check: the database is not answering');
        return reply.code(503).send({
          error: 'database-unavailable',
          message: 'The database is not answering.',
          status: 'error' as const,
          uptimeSeconds,
          database: 'error' as const,
          catalogPaints,
        });
      }
      return { status: 'ok' as const, uptimeSeconds, database: 'ok' as const, catalogPaints };
    },
  });
};
