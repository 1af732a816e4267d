import { expect } from 'vitest';
import { entityNames, photoHashesOf, touchesOf, type EntityName } from '@paintforge/sync-protocol';
import { createTestConfig } from '../api/src/testing/test-config.js';
import { closeDatabase, createDatabase } from '../api/src/db/connection.js';
import { migrateToLatest } from '../api/src/db/migrate.js';
import { replayMutationLog } from '../api/src/features/sync/replay.js';
import { readUserRows } from '../api/src/features/sync/rows.js';
import { rmSync } from 'node:fs';
import type { RunLog } from './commands.js';
import { expectNoTextLost } from './kept-texts.js';
import { expectServerMatchesModel } from './oracle.js';
import { archiveLog, entryKey, type ArchivedEntry } from './server-log.js';
import type { World } from './world.js';

const silent = { info: () => undefined, error: () => undefined };
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const withoutVersion = <T extends { id: string; version?: number }>({ version: _version, ...row }: T): Omit<T, 'version'> => row;

/** The checks of sync.md §7, after healAndSettle. Each says which property it proves. */
export async function checkProperties(world: World, log: RunLog): Promise<void> {
  const server = await readUserRows(world.server.db, world.user.id);
  // Everything the log ever held, purges notwithstanding (server-log.ts).
  const entries = await archiveLog(world);

  // 4. Every device's view = its confirmed tables = the server's rows for that user; nothing is left waiting.
  // After a purge, a device whose cursor had already passed a tombstone keeps it while the server forgets it
  // (sync.md §3: only cursors older than the purge are reset), and with a forgotten miniature it keeps that
  // miniature's recipe rows, which the server purged with it. Such rows are invisible everywhere (readers skip a
  // deleted row and the recipe rows of a deleted miniature), so they are the one difference allowed.
  const serverIds = Object.fromEntries(entityNames.map((entity) => [entity, new Set(server[entity].map((row) => row.id))]));
  for (const device of world.devices) {
    expect(await device.db.outbox.count(), `${device.name} outbox`).toBe(0);
    const forgottenProjects = new Set(
      world.purged
        ? (await device.db.confirmed('project').toArray())
            .filter((row) => row.deletedAt !== null && !serverIds.project!.has(row.id))
            .map((row) => row.id)
        : [],
    );
    // Likewise a forgotten army's units (issue 35).
    const forgottenArmies = new Set(
      world.purged && device.db.syncedEntities.includes('army')
        ? (await device.db.confirmed('army').toArray())
            .filter((row) => row.deletedAt !== null && !serverIds.army!.has(row.id))
            .map((row) => row.id)
        : [],
    );
    for (const entity of entityNames) {
      const forgotten = (row: { id: string; deletedAt: string | null; projectId?: string; armyId?: string }) =>
        world.purged &&
        !serverIds[entity]!.has(row.id) &&
        (row.deletedAt !== null ||
          (row.projectId !== undefined && forgottenProjects.has(row.projectId)) ||
          (row.armyId !== undefined && forgottenArmies.has(row.armyId)));
      const expected = server[entity].map(withoutVersion).sort(byId);
      const confirmed = (await device.db.confirmed(entity).toArray()).filter((row) => !forgotten(row));
      const view = (await device.db.view(entity).toArray()).filter((row) => !forgotten(row));
      expect(confirmed.map(withoutVersion).sort(byId), `${device.name} confirmed ${entity}`).toEqual(expected);
      expect(view.sort(byId), `${device.name} view ${entity}`).toEqual(expected);
    }
  }

  // 1 and 9. Every local write was applied exactly once, or refused with a notice its device received; a refused
  // write never blocked the ones after it (they are all accounted for too).
  const byKey = new Map(entries.map((entry) => [entryKey(entry), entry]));
  // A refusal pruned from the log before its device heard the answer (it was lost, and the device stayed away past
  // the retention) can no longer be told: the server answers such a resend alreadyProcessed with no error. The change
  // was refused either way and the rows agree; only the notice is owed, and only while the log still holds it.
  const stillLogged = new Set(
    (await world.server.db.selectFrom('mutationLog').select(['clientId', 'mutationId']).where('userId', '=', world.user.id).execute()).map(
      entryKey,
    ),
  );
  for (const write of log.writes) {
    const entry = byKey.get(`${write.clientId}#${write.mutationId}`);
    expect(entry, `${write.device} mutation ${write.mutationId} (${write.name}) reached the server`).toBeDefined();
    if (write.invalid) expect(entry?.status).toBe('rejected');
    if (entry?.status === 'rejected' && stillLogged.has(entryKey(entry))) {
      const device = world.devices.find((candidate) => candidate.name === write.device)!;
      const notices = await device.db.notices
        .where('mutationId')
        .equals(write.mutationId)
        .count()
        .catch(async () => (await device.db.notices.toArray()).filter((notice) => notice.mutationId === write.mutationId).length);
      expect(notices, `${write.device} was told that mutation ${write.mutationId} was refused`).toBeGreaterThan(0);
    }
  }
  // No mutation the devices did not make reached the server (the server's own REST client aside).
  const madeByDevices = new Set(log.writes.map((write) => `${write.clientId}#${write.mutationId}`));
  for (const entry of entries)
    expect(madeByDevices.has(`${entry.clientId}#${entry.mutationId}`), `unexpected log entry ${entry.clientId}#${entry.mutationId}`).toBe(
      true,
    );

  // 1, 2, 3, 11 from outside the server: the painter's intents, in the server's order, end in the server's rows.
  expectServerMatchesModel(world, log, entries, server);

  // 7. A client's mutations are applied in order: versions never go back as mutation ids grow (one push shares one).
  const applied = entries
    .filter((entry) => entry.status === 'applied')
    .sort((a, b) => (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : a.mutationId - b.mutationId));
  for (let i = 1; i < applied.length; i++) {
    const [previous, current] = [applied[i - 1]!, applied[i]!];
    if (previous.clientId === current.clientId)
      expect(current.version!, `client ${current.clientId} applied out of order`).toBeGreaterThanOrEqual(previous.version!);
  }

  // 17. No text written on a device disappears without a trace: it is applied, or kept as a visible conflict.
  expectNoTextLost(server, entries);

  // 6. Cursors never go back.
  for (const [device, cursors] of log.cursors) {
    for (let i = 1; i < cursors.length; i++) expect(cursors[i]!, `${device} cursor went back`).toBeGreaterThanOrEqual(cursors[i - 1]!);
  }

  // 11. Deleted items never come back without a restore: the final tombstone matches the last delete/restore applied.
  expectTombstonesFollowTheLog(server, applied);

  // 13. Every recipe row resolves to a paint or its snapshot.
  const paints = new Set(server.paint.map((row) => row.id));
  for (const row of server.recipe) {
    expect(row.paintSnapshot.name.length, `recipe ${row.id} snapshot`).toBeGreaterThan(0);
    if (row.paintId !== null)
      expect(paints.has(row.paintId) || world.server.catalog.find(row.paintId) !== undefined, `recipe ${row.id} paint`).toBe(true);
  }

  // 14. Every image reference has its blob, owned by the painter: the photo's and each work-in-progress photo's.
  for (const row of server.project) {
    for (const hash of photoHashesOf(row)) {
      const owner = await world.server.db
        .selectFrom('blobOwner')
        .select('sha256')
        .where('sha256', '=', hash)
        .where('userId', '=', world.user.id)
        .executeTakeFirst();
      expect(owner, `project ${row.id} image ${hash}`).toBeDefined();
    }
  }

  // 3 and 2. Replaying the server's log from empty reproduces its tables (so a retried push changed nothing and a
  // quantity is the sum of its applied deltas). Only while the log is whole: a purge that pruned it leaves
  // later writes without the creates they edit, by design.
  if (!world.logPruned) await expectReplayReproduces(world, server);
}

function expectTombstonesFollowTheLog(server: Awaited<ReturnType<typeof readUserRows>>, applied: readonly ArchivedEntry[]): void {
  const lastDeleteOrRestore = new Map<string, 'delete' | 'restore'>();
  for (const entry of [...applied].sort((a, b) => a.version! - b.version!)) {
    const touches = touchesOf(entry.name, JSON.parse(entry.args));
    if (touches?.action === 'delete' || touches?.action === 'restore') lastDeleteOrRestore.set(touches.rowId, touches.action);
  }
  for (const entity of entityNames) {
    for (const row of server[entity]) {
      const last = lastDeleteOrRestore.get(row.id);
      expect(row.deletedAt !== null, `${entity} ${row.id} deleted state`).toBe(last === 'delete');
    }
  }
}

async function expectReplayReproduces(world: World, server: Awaited<ReturnType<typeof readUserRows>>): Promise<void> {
  const config = createTestConfig();
  const into = createDatabase(config);
  try {
    await migrateToLatest(into, silent);
    await replayMutationLog({
      from: world.server.db,
      into,
      userId: world.user.id,
      findCatalogPaint: (id) => world.server.catalog.find(id),
    });
    const replayed = await readUserRows(into, world.user.id);
    for (const entity of entityNames as readonly EntityName[]) {
      expect(replayed[entity].sort(byId), `replayed ${entity}`).toEqual([...server[entity]].sort(byId));
    }
  } finally {
    await closeDatabase(into);
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
