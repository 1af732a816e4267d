import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { databaseEnv } from '../api/src/testing/database-env.js';
import { startServerProcess, waitForListening } from '../api/src/testing/server-process.js';
import { createSyncTestApp, createTestUser, newDevice, paintArgs, testCatalogRows, type TestUser } from '../api/src/testing/sync.js';

const repoRoot = resolve(import.meta.dirname, '..');

/** Runs a command line (`npm run backup`, `npm run admin -- …`) as its own process, as an operator does. */
function runCommand(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(repoRoot, 'api', 'src', 'cli', script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolveRun) => child.on('exit', (code) => resolveRun({ code, output })));
}

/**
 * One writer at a time, politely: a server process under a load of pushes while the command lines run on the same
 * database (the backup, on SQLite; the admin command, which migrates and writes, on both). A busy database is a
 * passing fault: a push may be answered 503 with Retry-After and is sent again, never 500, and in the end every
 * mutation of every device is consumed.
 */
describe('the command lines during a push load', () => {
  it('leave every push answered 200 or 503, never 500, and every mutation consumed', async () => {
    const twin = await createSyncTestApp();
    const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
    writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
    const env = { ...databaseEnv(twin.config), JWT_SECRET: twin.config.jwtSecret, CATALOG_PATH: catalogPath };
    const server = startServerProcess({ ...env, PUSHES_PER_MINUTE: '1000000', BACKUP_INTERVAL_HOURS: '0' }, twin.config.dataDir);
    try {
      const baseUrl = `http://127.0.0.1:${await waitForListening(server)}`;
      const painters: TestUser[] = [];
      for (let i = 0; i < 4; i++) painters.push(await createTestUser(twin));
      const devices = painters.map((painter) => ({ painter, device: newDevice() }));
      const statuses = new Map<number, number>();
      let loading = true;

      const pushLoad = devices.map(async ({ painter, device }) => {
        while (loading) {
          const list = Array.from({ length: 20 }, () => ({
            id: device.nextId++,
            name: 'paint.create@1',
            args: paintArgs(),
            createdAt: new Date().toISOString(),
          }));
          // The same push again until it is answered 200, as a device does (its outbox keeps it).
          for (;;) {
            const response = await fetch(`${baseUrl}/api/sync/push`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${painter.token}` },
              body: JSON.stringify({ protocolVersion, schemaVersion, clientId: device.clientId, mutations: list }),
            });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 503) expect(response.headers.get('retry-after')).toBe('1');
            if (response.status !== 503) break;
          }
        }
      });

      const commands: Array<[string, string[]]> = [
        ...(twin.config.databaseUrl === undefined ? [['backup.ts', []] as [string, string[]]] : []),
        ['admin.ts', ['grant', `${painters[0]!.id}@example.com`]],
        ...(twin.config.databaseUrl === undefined ? [['backup.ts', []] as [string, string[]]] : []),
        ['admin.ts', ['revoke', `${painters[0]!.id}@example.com`]],
      ];
      try {
        for (const [script, args] of commands) {
          const run = await runCommand(script, args, env);
          expect(run.code, `${script} ${args.join(' ')}: ${run.output}`).toBe(0);
        }
      } finally {
        loading = false;
        await Promise.all(pushLoad);
      }

      expect(
        [...statuses.keys()].filter((status) => status !== 200 && status !== 503),
        JSON.stringify([...statuses]),
      ).toEqual([]);
      expect(statuses.get(200)).toBeGreaterThan(0);
      for (const { device } of devices) {
        const client = await twin.db
          .selectFrom('syncClient')
          .select('lastMutationId')
          .where('clientId', '=', device.clientId)
          .executeTakeFirst();
        expect(client?.lastMutationId).toBe(device.nextId - 1);
      }
      console.info(`Push answers during the commands: ${JSON.stringify(Object.fromEntries(statuses))}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await twin.cleanup();
    }
  }, 180_000);
});
