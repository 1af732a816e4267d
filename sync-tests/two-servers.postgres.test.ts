import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseEnv } from '../api/src/testing/database-env.js';
import { startServerProcess, waitForListening, type ServerProcess } from '../api/src/testing/server-process.js';
import { createSyncTestApp, testCatalogRows } from '../api/src/testing/sync.js';
import { historyArbitrary, runHistory } from './history.js';
import { httpTo } from './network.js';
import { injectedFault } from './server-faults.js';
import type { Host } from './world.js';

/**
 * Several stateless servers on one Postgres (issue 13): two server processes, each with its own empty data folder,
 * share only the database. Every request of every device goes to the other server than the one before, so a push
 * and its retry, a push and the pull after it, and the two copies of a duplicated push (sent at once) land on
 * different servers. The design's properties must hold as they do with one server: nothing lost, nothing doubled,
 * versions without gaps for pulls, every device equal to the server. `TWO_SERVER_RUNS` changes the count.
 */
const runs = Number(process.env.TWO_SERVER_RUNS ?? 30);

describe('two server processes on one Postgres', () => {
  it(`devices syncing through both in turn, on a faulty network, converge and lose or double nothing (${runs} histories)`, async () => {
    // The in-process twin migrates the schema, loads the test catalog and makes the painters' sessions; the
    // devices never talk to it, only to the two processes.
    const twin = await createSyncTestApp();
    const host: Host = { server: twin, app: twin.app, fault: injectedFault(), seams: {} };
    const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
    writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
    const env = {
      DATABASE_URL: databaseEnv(twin.config).DATABASE_URL ?? '',
      JWT_SECRET: twin.config.jwtSecret,
      CATALOG_PATH: catalogPath,
      PUSHES_PER_MINUTE: '100000',
    };
    const servers: ServerProcess[] = [startServerProcess(env), startServerProcess(env)];
    try {
      const urls = await Promise.all(servers.map(async (server) => `http://127.0.0.1:${await waitForListening(server)}`));
      let turn = 0;
      const handled = [0, 0];
      const transport = httpTo(() => {
        const index = turn++ % 2;
        handled[index]! += 1;
        return urls[index]!;
      });
      await fc.assert(
        fc.asyncProperty(historyArbitrary, (history) => runHistory(host, history, transport)),
        { numRuns: runs },
      );
      expect(Math.min(...handled)).toBeGreaterThan(runs * 5);
      // Neither server failed a request on its own account.
      for (const server of servers) expect(server.lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
      await twin.cleanup();
    }
  }, 600_000);
});
