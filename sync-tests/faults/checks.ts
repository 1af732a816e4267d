import { readUserRows } from '../../api/src/features/sync/rows.js';
import type { Cluster } from './cluster.js';
import type { DeviceState, DeviceWrite, PaintRead } from './device-protocol.js';

/** What each device wrote in a history, under its client id. */
export interface DeviceLog {
  clientId: string;
  writes: DeviceWrite[];
}

const sameRows = (rows: PaintRead[]) =>
  JSON.stringify(
    rows.map(({ id, quantity, notes, deletedAt }) => ({ id, quantity, notes, deletedAt })).sort((a, b) => (a.id < b.id ? -1 : 1)),
  );

/**
 * The checks after a healed history (issue 34), each failure a line saying what broke:
 * - every acknowledged mutation is present exactly once: in the log once, applied, and its effect counted once
 *   (a paint's quantity is 1 plus every delta written for it: the deltas are positive, so nothing clamps);
 * - every device and the server read the same rows (the view, the confirmed rows, the server's);
 * - read-your-writes held on each device after each write (the device checks it at once);
 * - no server answered 5xx other than 503 with Retry-After (a failure it should have called passing).
 * The 'not stuck' check is the drain's (run.ts), before these.
 */
export async function checkHistory(cluster: Cluster, userId: string, logs: DeviceLog[], states: DeviceState[]): Promise<string[]> {
  const problems: string[] = [];
  const { db } = cluster.twin;
  const server = (await readUserRows(db, userId)).paint;
  const logged = await db.selectFrom('mutationLog').select(['clientId', 'mutationId', 'status']).where('userId', '=', userId).execute();
  const times = new Map<string, { count: number; status: string }>();
  for (const entry of logged) {
    const key = `${entry.clientId}#${entry.mutationId}`;
    times.set(key, { count: (times.get(key)?.count ?? 0) + 1, status: entry.status });
  }
  const expectedQuantity = new Map<string, number>();
  const notesWritten = new Map<string, Set<string>>();
  logs.forEach((log, device) => {
    const { waiting, acknowledged } = states[device]!;
    const unanswered = new Set(waiting.filter((id) => id > acknowledged));
    for (const write of log.writes) {
      const entry = times.get(`${log.clientId}#${write.mutationId}`);
      // Acknowledged: a push's answer said it was consumed, or a pull did and the device let it go.
      if (entry === undefined && unanswered.has(write.mutationId)) continue;
      if (entry === undefined)
        problems.push(`device-${device}: acknowledged mutation ${write.mutationId} (${write.name}) is missing on the server`);
      else if (entry.count !== 1 || entry.status !== 'applied')
        problems.push(`device-${device}: mutation ${write.mutationId} (${write.name}) logged ${entry.count}× as ${entry.status}`);
      if (write.name === 'paint.create@1') expectedQuantity.set(write.paintId, (expectedQuantity.get(write.paintId) ?? 0) + 1);
      if (write.delta !== undefined) expectedQuantity.set(write.paintId, (expectedQuantity.get(write.paintId) ?? 0) + write.delta);
      if (write.notes !== undefined) notesWritten.set(write.paintId, (notesWritten.get(write.paintId) ?? new Set()).add(write.notes));
    }
  });
  const serverById = new Map(server.map((row) => [row.id, row]));
  for (const [id, quantity] of expectedQuantity) {
    const row = serverById.get(id);
    if (row === undefined) problems.push(`paint ${id} is missing on the server`);
    else if (row.quantity !== quantity)
      problems.push(`paint ${id}: quantity ${row.quantity} on the server, ${quantity} written (a delta lost or doubled)`);
  }
  for (const row of server) {
    if (!expectedQuantity.has(row.id)) problems.push(`paint ${row.id} on the server was never written by a device`);
    if (row.notes !== null && row.notes !== '' && !notesWritten.get(row.id)?.has(row.notes))
      problems.push(`paint ${row.id}: notes '${row.notes}' were never written`);
  }
  const expected = sameRows(server);
  for (const [device, handle] of cluster.devices.entries()) {
    const { view, confirmed } = await handle.paints();
    if (sameRows(confirmed) !== expected) problems.push(`device-${device}: its confirmed rows differ from the server's`);
    if (sameRows(view) !== expected) problems.push(`device-${device}: the rows it shows differ from the server's`);
  }
  states.forEach((state, device) => {
    for (const violation of state.rywViolations) problems.push(`device-${device}: read-your-writes: ${violation}`);
    for (const [status, count] of Object.entries(state.statuses))
      if (Number(status) >= 500 && Number(status) !== 503)
        problems.push(`device-${device}: answered ${status} ${count}× (not a retryable 503)`);
  });
  return problems;
}
