import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { startServerProcess, waitForListening, type ServerProcess } from '../api/src/testing/server-process.js';
import {
  createSyncTestApp,
  createTestUser,
  newDevice,
  paintArgs,
  testCatalogRows,
  type Device,
  type TestUser,
} from '../api/src/testing/sync.js';
import { printGoal } from './report.js';

const connections = 8;
const seconds = 8;
const mutationsPerPush = 5;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Pushes of 5 paint creates over HTTP to a real server process, as devices send them (each connection a device
 * of its own painter, its mutation ids in order), next to the bare insert route of bare-push-server.ts (a push's
 * inserts in one transaction) in a process of its own, measured in the same run with the same load.
 */
async function load(port: number, devices: Array<{ device: Device; token: string }>): Promise<Figures> {
  const free = [...devices];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/sync/push',
        setupRequest(request, context: { taken?: (typeof devices)[number] }) {
          // One request in flight per connection, so a device is never pushed by two connections at once.
          const taken = free.pop()!;
          context.taken = taken;
          const list = Array.from({ length: mutationsPerPush }, () => ({
            id: taken.device.nextId++,
            name: 'paint.create@1',
            args: paintArgs(),
            createdAt: new Date().toISOString(),
          }));
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${taken.token}` },
            body: JSON.stringify({ protocolVersion, schemaVersion, clientId: taken.device.clientId, mutations: list }),
          };
        },
        onResponse(_status, _body, context: { taken?: (typeof devices)[number] }) {
          if (context.taken) free.push(context.taken);
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function startBare(dataDir: string): ServerProcess['child'] & { port: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-push-server.ts')], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  const port = new Promise<number>((resolvePort, reject) => {
    child.stdout.on('data', (chunk: Buffer) => resolvePort((JSON.parse(chunk.toString('utf8')) as { port: number }).port));
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return Object.assign(child, { port });
}

function row(label: string, figures: Figures) {
  const text = `${Math.round(figures.requestsPerSecond)} pushes/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`;
  console.log(`  ${label.padEnd(44)} ${text.padStart(40)}${figures.failures > 0 ? `  (${figures.failures} failed)` : ''}`);
}

export async function benchSyncHttp(): Promise<void> {
  // The in-process twin migrates the file and signs sessions the server process accepts (same secret).
  const twin = await createSyncTestApp();
  const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
  writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
  const users: TestUser[] = [];
  for (let i = 0; i < connections; i++) users.push(await createTestUser(twin));
  const server = startServerProcess(
    { JWT_SECRET: twin.config.jwtSecret, CATALOG_PATH: catalogPath, PUSHES_PER_MINUTE: '1000000', LOG_LEVEL: 'info' },
    twin.config.dataDir,
  );
  const bare = startBare(twin.config.dataDir);
  try {
    const [ourPort, barePort] = [await waitForListening(server), await bare.port];
    const devices = users.map((user) => ({ device: newDevice(), token: user.token }));
    const ours = await load(ourPort, devices);
    const baseline = await load(barePort, devices);
    console.log(`\nSync over HTTP: pushes of ${mutationsPerPush} paint creates, ${connections} devices, ${seconds} s each (autocannon)`);
    row('our server process: POST /api/sync/push', ours);
    row('baseline: bare Fastify insert route, own process', baseline);
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    console.log(`  ratio ours / baseline (pushes/s): ${ratio.toFixed(2)}×`);
    printGoal(
      22,
      'pushes of 5 ≥ 0.5× the bare route, p99 ≤ 2× its p99 (SQLite)',
      `${ratio.toFixed(2)}×, p99 ${ours.p99} / ${baseline.p99} ms`,
      ratio >= 0.5 && ours.p99 <= 2 * baseline.p99 && ours.failures === 0,
    );
  } finally {
    server.child.kill('SIGTERM');
    bare.kill('SIGTERM');
    await server.exited;
    await twin.cleanup();
  }
}
