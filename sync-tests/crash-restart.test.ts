import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { databaseEnv } from '../api/src/testing/database-env.js';
import { startServerProcess, waitForListening, type ServerProcess } from '../api/src/testing/server-process.js';
import { createSyncTestApp, testCatalogRows } from '../api/src/testing/sync.js';
import { runCommand, type Command, type RunLog } from './commands.js';
import { healAndSettle } from './heal.js';
import { httpTo } from './network.js';
import { checkProperties } from './properties.js';
import { injectedFault } from './server-faults.js';
import { addDevice, closeWorld, createWorld, type Host } from './world.js';
import { writeProbe } from './write-in-progress.js';

/**
 * A crash, not a restart: the server is a child process on a SQLite file (on a Postgres schema in the Postgres
 * project), killed with SIGKILL while a push's transaction is open (write-in-progress.ts sees it from outside), then
 * started again on the same database. A push is ONE transaction (sync.md §4), so a killed push is applied entirely
 * or not at all, never in part; the device re-sends it and every mutation is then applied exactly once. After healing,
 * the design's properties and the model of what the painter intended (model.ts) hold. `CRASH_KILLS` changes the
 * number of kills.
 */
const kills = Number(process.env.CRASH_KILLS ?? 6);
/** Enough mutations in one push (under the 500 of one push) that the kill lands while it is being applied. */
const writesPerPush = 120;

const painterWork = (device: number, round: number): Command[] =>
  Array.from({ length: writesPerPush }, (_, index): Command => {
    const pick = index + round;
    const ops = [
      { type: 'adjust', pick, delta: 1 + (index % 3) },
      { type: 'move', pick, to: index % 2 === 0 ? 'wishlist' : 'inventory' },
      { type: 'adjust', pick, delta: -1 },
      { type: 'updateRecipe', pick },
      { type: 'moveRecipe', pick },
      { type: 'createPaint', wishlist: false },
    ] as const;
    return { kind: 'write', device, op: ops[index % ops.length]! };
  });

async function untilSome(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('a server process killed with SIGKILL in the middle of a push', () => {
  it(`applies each killed push entirely or not at all, and every mutation once after the re-send, over ${kills} kills`, async () => {
    // The in-process twin migrates the file, loads the test catalog and signs sessions; devices never talk to it.
    const twin = await createSyncTestApp();
    const host: Host = { server: twin, app: twin.app, fault: injectedFault(), seams: {} };
    const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
    writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
    const env = {
      ...databaseEnv(twin.config),
      JWT_SECRET: twin.config.jwtSecret,
      CATALOG_PATH: catalogPath,
      PUSHES_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
    };
    let server: ServerProcess = startServerProcess(env, twin.config.dataDir);
    const probe = writeProbe(twin.config);
    let baseUrl = `http://127.0.0.1:${await waitForListening(server)}`;
    const world = await createWorld(
      host,
      1,
      httpTo(() => baseUrl),
    );
    const log: RunLog = { writes: [], cursors: new Map() };
    try {
      world.network.heal();
      const [phone, tablet] = [await addDevice(world), await addDevice(world)];
      const collection: Command[] = [
        ...Array.from({ length: 6 }, (): Command => ({ kind: 'write', device: 0, op: { type: 'createPaint', wishlist: false } })),
        { kind: 'write', device: 0, op: { type: 'createProject', image: false } },
        ...Array.from({ length: 4 }, (_, paintPick): Command => ({
          kind: 'write',
          device: 0,
          op: { type: 'addRecipe', pick: 0, paintPick, useCatalog: false },
        })),
        { kind: 'sync', device: 0 },
        { kind: 'sync', device: 1 },
      ];
      for (const command of collection) await runCommand(world, log, command);
      expect(await phone!.db.outbox.count()).toBe(0);

      const lostWhole: boolean[] = [];
      for (let round = 0; round < kills; round++) {
        const device = round % 2;
        const [writer, clientId] = [world.devices[device]!, (await world.devices[device]!.db.readMeta()).clientId];
        for (const command of painterWork(device, round)) await runCommand(world, log, command);
        const consumed = async () =>
          (await world.server.db.selectFrom('syncClient').select('lastMutationId').where('clientId', '=', clientId).executeTakeFirst())
            ?.lastMutationId ?? 0;
        const before = await consumed();
        const last = log.writes.filter((write) => write.clientId === clientId).at(-1)!.mutationId;
        const pushing = writer.engine.syncNow();
        await untilSome(() => probe.writing(), 'the push to open its transaction');
        server.child.kill('SIGKILL');
        await server.exited;
        await pushing;
        // All or nothing: the push's mutations are consumed together, or none of them is.
        const after = await consumed();
        expect([before, last], `round ${round}: ${after - before} of ${last - before} mutations consumed`).toContain(after);
        lostWhole.push(after === before);
        server = startServerProcess(env, twin.config.dataDir);
        baseUrl = `http://127.0.0.1:${await waitForListening(server)}`;
        // The device re-sends what it still holds, and every id ends consumed, once (checkProperties counts them).
        await vi.waitFor(
          async () => {
            await writer.engine.syncNow();
            expect(await writer.db.outbox.count()).toBe(0);
          },
          { timeout: 60_000, interval: 50 },
        );
        expect(await consumed()).toBe(last);
      }
      // At least one kill landed before its push committed and lost it whole (the point of the test); usually most do.
      expect(lostWhole).toContain(true);
      console.info(`Kills that lost a whole push: ${lostWhole.filter(Boolean).length} of ${kills}`);

      await healAndSettle(world);
      await checkProperties(world, log);
      expect(await tablet!.db.outbox.count()).toBe(0);
    } finally {
      await closeWorld(world);
      probe.close();
      server.child.kill('SIGKILL');
      await server.exited;
      await twin.cleanup();
    }
  }, 600_000);
});
