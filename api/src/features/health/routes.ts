import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { errorBodySchema } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { checkDatabase } from './service.js';

const healthySchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.literal('ok'),
  catalogPaints: z.number().int().nonnegative(),
});

// Still the one error shape, plus the fields a monitor reads.
const unhealthySchema = errorBodySchema.extend({
  status: z.literal('error'),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.literal('error'),
  catalogPaints: z.number().int().nonnegative(),
});

/** For load balancers, Docker health checks and the admin dashboard: is the process up and the database answering? */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database>; catalogPaints: number }> = async (fastify, { db, catalogPaints }) => {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    // Probes call this every few seconds; their lines would drown the request log. Failures are still logged.
    { config: { requestLog: false }, schema: { response: { 200: healthySchema, 503: unhealthySchema } } },
    async (request, reply) => {
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
  );
};
