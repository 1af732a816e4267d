import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../api/src/app.js';
import { createTestConfig } from '../api/src/testing/test-config.js';
import { compare } from './report.js';

/**
 * `GET /api/health` (what load balancers and Docker poll: uptime, a database round trip, the catalog size) through
 * the whole app, next to a bare Fastify route answering the same JSON as a constant.
 */
export async function benchApiHealth(): Promise<void> {
  const config = createTestConfig();
  const app = await buildApp(config);
  const url = '/api/health';
  const answer = (await app.inject({ method: 'GET', url })).json() as unknown;
  const bare = Fastify();
  bare.get(url, async () => answer);
  await bare.ready();
  try {
    await compare({
      title: 'API: health check, in-process inject()',
      ours: { name: 'our app: GET /api/health', fn: () => app.inject({ method: 'GET', url }) },
      baseline: { name: 'bare Fastify route, constant JSON', fn: () => bare.inject({ method: 'GET', url }) },
    });
  } finally {
    await app.close();
    await bare.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
