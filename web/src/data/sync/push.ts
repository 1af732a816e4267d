import { touchesOf, type PushMutation, type PushResponse } from '@paintforge/sync-protocol';
import type { ErrorCode } from '@paintforge/sync-protocol/constants';
import type { OutboxRow, UserDatabase } from './database';
import { addNotice, describeChange, noticeKind } from './notices';
import { addTargets, catalogIdsOf, emptyIds, rebuildViews, withCatalog } from './replay';

/** Room left in a push body for its envelope (versions, client id, brackets), well above what they take. */
const envelopeBytes = 1024;
const utf8 = new TextEncoder();

/**
 * The rows of the next push: pending, after the last acknowledged id, in order, at most `limit` of them and at most
 * `maxBytes` of JSON together, so a legitimate push never meets the server's body limit. The first row always goes:
 * one mutation's args are bounded far below a push (sync-protocol's maxArgsBytes), so it fits on its own.
 */
export async function nextPushBatch(db: UserDatabase, limit: number, maxBytes: number): Promise<OutboxRow[]> {
  const meta = await db.readMeta();
  const rows = await db.outbox
    .where('mutationId')
    .above(meta.acknowledgedMutationId)
    .filter((row) => row.status === 'pending')
    .limit(limit)
    .toArray();
  let bytes = envelopeBytes;
  const batch: OutboxRow[] = [];
  for (const row of rows) {
    bytes += utf8.encode(JSON.stringify(toPushMutation(row))).length + 1;
    if (batch.length > 0 && bytes > maxBytes) break;
    batch.push(row);
  }
  return batch;
}

export function toPushMutation(row: OutboxRow): PushMutation {
  return { id: row.mutationId, name: row.name, args: row.args, createdAt: row.createdAt };
}

/** Sets the highest mutation id the server is known to have consumed (`lower` also lets it go down: a 409 said so). */
export async function acknowledgeThrough(db: UserDatabase, mutationId: number, { lower = false } = {}): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const meta = await db.readMeta();
    const next = lower ? mutationId : Math.max(meta.acknowledgedMutationId, mutationId);
    if (next !== meta.acknowledgedMutationId) await db.meta.put({ ...meta, acknowledgedMutationId: next });
  });
}

/** Upload refusals that say what is wrong with the photo itself: the painter reads those words (spec §5), not "missing". */
const photoFaults: ReadonlySet<string> = new Set<ErrorCode>(['payload-too-large', 'invalid-image']);

/** Why the server refused a photo of this change for good (transport.ts keeps the code), when it was the photo's fault. */
async function photoFault(db: UserDatabase, row: OutboxRow): Promise<ErrorCode | undefined> {
  for (const hash of touchesOf(row.name, row.args)?.photos ?? []) {
    const refused = (await db.blobs.get(hash))?.uploadError;
    if (refused && photoFaults.has(refused)) return refused as ErrorCode;
  }
  return undefined;
}

/**
 * Records a push answer in ONE transaction. Applied or already processed: the row stays (the view keeps showing it)
 * until a pull brings its effect and drops it. Rejected, now or in an earlier push whose answer was lost (an
 * `alreadyProcessed` with an error): the row is marked rejected, leaves the replay, its rows are recomputed from
 * the server's, and the painter gets a notice with the server's code and params (worded by web/src/messages/). Notices of applied changes are stored too.
 */
export async function recordPushAnswer(db: UserDatabase, answer: PushResponse, now: number = Date.now()): Promise<{ rejected: number }> {
  const queued = await db.outbox.toArray();
  return withCatalog(db, catalogIdsOf(queued), (catalog) =>
    db.transaction('rw', [...db.confirmedTables, ...db.viewTables, db.outbox, db.meta, db.notices, db.blobs], async () => {
      const refused: OutboxRow[] = [];
      const rows = await db.outbox.bulkGet(answer.results.map((result) => result.id));
      const updated: OutboxRow[] = [];
      for (const [index, result] of answer.results.entries()) {
        const row = rows[index];
        // Gone: a pull already confirmed it.
        if (!row) continue;
        const next: OutboxRow = { ...row, attempts: row.attempts + 1 };
        const rejected = result.status === 'rejected' || (result.status === 'alreadyProcessed' && result.error !== undefined);
        if (row.status === 'pending' && rejected) {
          // A rejection with no error (a server that says nothing more) is worded as the server refusing it.
          const { code: answered, params = {} } = result.error ?? { code: 'bad-request' as const };
          // A change whose photo the server refused is refused as missing its photo: said as why the photo was refused.
          const code = (answered === 'not-found' && params.subject === 'photo' ? await photoFault(db, row) : undefined) ?? answered;
          Object.assign(next, { status: 'rejected', lastError: code });
          refused.push(row);
          const change = await describeChange(db, row);
          await addNotice(db, { id: `${row.mutationId}:rejected`, kind: 'rejected', change, code, params, mutationId: row.mutationId, mutationName: row.name, createdAt: now });
        }
        if (result.notices?.length) {
          const change = await describeChange(db, row);
          for (const [n, notice] of result.notices.entries()) {
            const params = notice.params ?? { name: '' };
            await addNotice(db, { id: `${row.mutationId}:${n}`, kind: noticeKind(notice.code), change, code: notice.code, params, mutationId: row.mutationId, mutationName: row.name, createdAt: now });
          }
        }
        updated.push(next);
      }
      await db.outbox.bulkPut(updated);
      const meta = await db.readMeta();
      if (answer.lastMutationId > meta.acknowledgedMutationId) await db.meta.put({ ...meta, acknowledgedMutationId: answer.lastMutationId });
      if (refused.length > 0) await rebuildViews(db, catalog, addTargets(emptyIds(), refused));
      return { rejected: refused.length };
    }),
  );
}
