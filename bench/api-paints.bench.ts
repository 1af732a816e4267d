import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { maxMutationsPerPush } from '@paintforge/sync-protocol';
import { startServerProcess, waitForListening } from '../api/src/testing/server-process.js';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk, testCatalogRows } from '../api/src/testing/sync.js';

const paints = 200;
const connections = 8;
const seconds = 6;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(port: number, path: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** bare-paints-server.ts in a process of its own, on our server's database file; resolves its port. */
function startBare(dataDir: string, userId: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-paints-server.ts')], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, USER_ID: userId },
  });
  const port = new Promise<number>((resolvePort, reject) => {
    child.stdout.on('data', (chunk: Buffer) => resolvePort((JSON.parse(chunk.toString('utf8')) as { port: number }).port));
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, port };
}

function row(label: string, figures: Figures) {
  const text = `${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`;
  console.log(`  ${label.padEnd(52)} ${text.padStart(36)}${figures.failures > 0 ? `  (${figures.failures} failed)` : ''}`);
}

/**
 * A painter's inventory read, `GET /api/paints` with a session (200 paints), over HTTP to a real server process
 * (session check, owner-scoped query, the answer's JSON written by the database), next to bare Fastify routes in a
 * process of their own that read the same rows and columns from the same SQLite file with one prepared statement:
 * one sends the rows as they are, the other runs our JSON-writing query (bare-paints-server.ts). Same load, same run
 * (autocannon).
 */
export async function benchApiPaints(): Promise<void> {
  // The in-process twin migrates the file, writes the paints and signs a session the server process accepts.
  const twin = await createSyncTestApp();
  const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
  writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
  const user = await createTestUser(twin);
  const device = newDevice();
  const list = mutations(
    device,
    ...Array.from({ length: paints }, (_, i) => ['paint.create@1', paintArgs({ name: `Paint ${i}` })] as [string, unknown]),
  );
  for (let i = 0; i < list.length; i += maxMutationsPerPush) await pushOk(twin.app, user, device, list.slice(i, i + maxMutationsPerPush));

  const server = startServerProcess(
    { JWT_SECRET: twin.config.jwtSecret, CATALOG_PATH: catalogPath, LOG_LEVEL: 'info' },
    twin.config.dataDir,
  );
  const bare = startBare(twin.config.dataDir, user.id);
  try {
    const [ourPort, barePort] = [await waitForListening(server), await bare.port];
    // Its request log (one line per request) is drained unread from here on: parsing it in this process would take
    // CPU from autocannon during our run only, a cost of the measurement, not of the server.
    server.child.stdout.removeAllListeners('data');
    server.child.stdout.resume();
    const headers = { authorization: `Bearer ${user.token}` };
    const check = await fetch(`http://127.0.0.1:${ourPort}/api/paints`, { headers });
    const body = (await check.json()) as unknown[];
    if (check.status !== 200 || body.length !== paints) throw new Error(`GET /api/paints answered ${check.status}`);
    const ours = await load(ourPort, '/api/paints', headers);
    const page = await load(ourPort, '/api/paints?limit=50', headers);
    const baseline = await load(barePort, '/api/paints', {});
    const sameJson = await load(barePort, '/api/paints-json', {});
    console.log(
      `\nAPI: a painter's inventory, ${paints} paints, ${connections} connections, ${seconds} s each (autocannon, real processes)`,
    );
    row('our server process: GET /api/paints (session, owner)', ours);
    row('our server process: GET /api/paints?limit=50 (1st page)', page);
    row('baseline: bare Fastify route, one prepared SELECT', baseline);
    row('baseline: bare route, the same JSON-writing SELECT', sameJson);
    console.log(`  ratio ours / bare SELECT (req/s): ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`);
    console.log(`  ratio ours / bare same query (req/s): ${(ours.requestsPerSecond / sameJson.requestsPerSecond).toFixed(2)}×`);
  } finally {
    server.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    await server.exited;
    await twin.cleanup();
  }
}
