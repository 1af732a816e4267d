import { expect } from 'vitest';
import type { readUserRows } from '../api/src/features/sync/rows.js';
import type { RunLog } from './commands.js';
import { createPainterModel, type Outcome } from './model.js';
import { entryKey, type ArchivedEntry } from './server-log.js';
import type { World } from './world.js';

type ServerRows = Awaited<ReturnType<typeof readUserRows>>;

const codesOf = (json: string | null): string[] => (json === null ? [] : (JSON.parse(json) as Array<{ code: string }>).map((n) => n.code));

/** What the server said about one consumed write, in the model's terms (codes, never messages). */
function answerOf(entry: ArchivedEntry): Outcome | { status: 'rejected'; code: string } {
  if (entry.status === 'applied') return { status: 'applied', notices: codesOf(entry.notices) };
  return { status: 'rejected', code: (JSON.parse(entry.error!) as { code: string }).code };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The independent oracle (model.ts): the painter's intents, replayed in the order the server consumed them (its log's
 * versions; each purge between the epochs it separates), must be answered as the model predicts (applied with its
 * notices, or refused with its code) and must end in exactly the server's rows. The server's words decide nothing:
 * only its order, its status and its codes are read.
 */
export function expectServerMatchesModel(world: World, log: RunLog, entries: readonly ArchivedEntry[], server: ServerRows): void {
  const intents = new Map(log.writes.map((write) => [`${write.clientId}#${write.mutationId}`, write]));
  const model = createPainterModel(new Map(world.server.catalog.paints.map((paint) => [paint.id, paint.name])));
  for (let epoch = 0; epoch <= world.serverLog.purges; epoch++) {
    const inEpoch = entries.filter((entry) => entry.epoch === epoch && intents.has(entryKey(entry)));
    // Applied writes in the server's order. A refusal has no version; what it refers to either exists by the end of
    // its epoch or never does (rows only appear by creates, which precede every write that can see them), so
    // refusals are judged after the epoch's applied writes.
    // A push's mutations share one version: within it, they were applied in the order of their ids.
    const applied = inEpoch
      .filter((entry) => entry.status === 'applied')
      .sort((a, b) => a.version! - b.version! || a.mutationId - b.mutationId);
    const rejected = inEpoch.filter((entry) => entry.status === 'rejected');
    for (const entry of [...applied, ...rejected]) {
      const write = intents.get(entryKey(entry))!;
      expect(answerOf(entry), `the server's answer to ${write.device} mutation ${write.mutationId} (${write.name})`).toEqual(
        model.apply(write.intent),
      );
    }
    if (epoch < world.serverLog.purges) model.purge();
  }

  const intended = model.rows();
  expect(
    server.paint
      .map(({ id, name, brand, color, type, quantity, status, isWishlist, notes, deletedAt }) => ({
        id,
        name,
        brand,
        color,
        type,
        quantity,
        status,
        isWishlist,
        notes,
        deletedAt,
      }))
      .sort(byId),
    'paints as the painter intended them',
  ).toEqual(intended.paint);
  expect(
    server.project
      .map(({ id, name, description, imageHash, status, stage, modelCount, acquiredAt, stageHistory, wipPhotos, unitId, deletedAt }) => ({
        id,
        name,
        description,
        imageHash,
        status,
        stage,
        modelCount,
        acquiredAt,
        moves: stageHistory.map((move) => move.id),
        wipPhotos: wipPhotos.map((photo) => ({ id: photo.id, imageHash: photo.imageHash, addedAt: photo.addedAt })),
        unitId,
        deletedAt,
      }))
      .sort(byId),
    'miniatures as the painter intended them',
  ).toEqual(intended.project);
  expect(
    server.recipe
      .map(({ id, projectId, paintId, paintSnapshot, partName, usageNotes, position, deletedAt }) => ({
        id,
        projectId,
        paintId,
        paintName: paintSnapshot.name,
        partName,
        usageNotes,
        position,
        deletedAt,
      }))
      .sort(byId),
    'recipe paints as the painter intended them',
  ).toEqual(intended.recipe);
  expect(
    server.pileSettings.map(({ id, stageNames, monthlyGoal }) => ({ id, stageNames, monthlyGoal })).sort(byId),
    'pile settings as the painter intended them',
  ).toEqual(intended.pileSettings);
  expect(server.army.map(({ id, name, deletedAt }) => ({ id, name, deletedAt })).sort(byId), 'armies as the painter intended them').toEqual(
    intended.army,
  );
  expect(
    server.unit
      .map(({ id, armyId, modelCount, points, schemeId, deletedAt }) => ({ id, armyId, modelCount, points, schemeId, deletedAt }))
      .sort(byId),
    'units as the painter intended them',
  ).toEqual(intended.unit);
  expect(
    server.scheme
      .map(({ id, steps, deletedAt }) => ({ id, steps: steps.map(({ id, position, notes }) => ({ id, position, notes })), deletedAt }))
      .sort(byId),
    'schemes as the painter intended them',
  ).toEqual(intended.scheme);
}
