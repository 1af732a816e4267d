import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../api/src/app.js';
import { createTestConfig } from '../api/src/testing/test-config.js';
import { compare } from './report.js';

/**
 * `GET /api/paints/search?q=` through the whole app (security headers, logging, validation, search, serialisation)
 * next to a bare Fastify route that sends the same answer precomputed: what our stack costs per request.
 */
export async function benchApiSearch(): Promise<void> {
  const config = createTestConfig();
  const app = await buildApp(config);
  const url = '/api/paints/search?q=black';
  const answer = (await app.inject({ method: 'GET', url })).json() as unknown[];
  const bare = Fastify();
  bare.get('/api/paints/search', async () => answer);
  await bare.ready();
  try {
    await compare({
      title: `API: catalog search for "black" (${answer.length} results), in-process inject()`,
      ours: { name: 'our app: GET /api/paints/search?q=black', fn: () => app.inject({ method: 'GET', url }) },
      baseline: { name: 'bare Fastify route, same JSON precomputed', fn: () => bare.inject({ method: 'GET', url }) },
    });
  } finally {
    await app.close();
    await bare.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
