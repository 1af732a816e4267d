import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { schemaVersion, mutations } from '@paintforge/sync-protocol';
import { openUserDatabase, type UserDatabase } from '../../web/src/data/sync/database';
import { createSyncEngine, type SyncEngine } from '../../web/src/data/sync/engine';
import { mutate } from '../../web/src/data/sync/mutate';
import type { DeviceReply, DeviceRequest, DeviceWrite, PaintRead, SessionSetup, WriteOp } from './device-protocol.js';

/**
 * One device of the fault harness, in a process of its own: the web app's real sync engine and local database (Dexie
 * on fake-indexeddb, which lives as long as this process, as IndexedDB lives as long as the browser), with the
 * engine's own timers and retries, talking over real sockets to the harness's proxy. The parent drives it over IPC
 * (device-protocol.ts). A killed tab is the engine and the database connection going, in-flight requests aborted,
 * while the stored data stays; the device process is the browser.
 */

let factory = new IDBFactory();
let db: UserDatabase | undefined;
let engine: SyncEngine | undefined;
let session: SessionSetup | undefined;
/** Requests of the current tab, aborted when it is killed. */
let inFlight = new Set<AbortController>();
/** Answers 5xx other than 503 (a server that failed instead of saying "come back"), and requests made, by status. */
const statuses = new Map<number, number>();
/** The app on the previous schemaVersion until the painter reloads it (an update waiting). */
let previousSchema = false;
const rywViolations: string[] = [];

// The device's clock is off by the session's skew: the engine, its timers' deadlines and every stamp it writes.
const realNow = Date.now.bind(Date);
let skewMs = 0;
Date.now = () => realNow() + skewMs;
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(realNow() + skewMs);
    else super(...(args as [string]));
  }
} as DateConstructor;

function currentDb(): UserDatabase {
  if (db === undefined) throw new Error('no session open on this device');
  return db;
}

/** What the tab's fetch does: through the proxy, aborted with the tab, its body as an older app would send it. */
const tabFetch: typeof fetch = async (input, init) => {
  const controller = new AbortController();
  inFlight.add(controller);
  let body = init?.body;
  if (previousSchema && typeof body === 'string') {
    const parsed = JSON.parse(body) as { schemaVersion?: number };
    if (parsed.schemaVersion === schemaVersion) body = JSON.stringify({ ...parsed, schemaVersion: schemaVersion - 1 });
  }
  try {
    const url = new URL(String(input instanceof Request ? input.url : input), session!.baseUrl);
    const response = await fetch(url, { ...init, body, signal: controller.signal });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  } finally {
    inFlight.delete(controller);
  }
};

async function openTab(): Promise<void> {
  const setup = session!;
  db = await openUserDatabase(setup.userId, { indexedDB: factory, IDBKeyRange, catalog: async () => undefined });
  engine = createSyncEngine({
    db,
    userId: setup.userId,
    fetch: tabFetch,
    getToken: () => ({ token: setup.token, userId: setup.userId }),
    // A request the proxy holds (a paused server) is given up on as the browser's engine would, only sooner.
    requestTimeoutMs: 15_000,
  });
  // The app's start trigger; afterwards the engine's own retries and each write's trigger run it.
  engine.request('start');
}

function closeTab(): void {
  engine?.stop();
  for (const controller of inFlight) controller.abort();
  inFlight = new Set();
  db?.close();
  engine = undefined;
  db = undefined;
}

const livePaints = async () => (await currentDb().paints.toArray()).filter((row) => row.deletedAt === null);

/** One write as the painter makes it, then a check that the device shows it at once (read-your-writes). */
async function write(op: WriteOp): Promise<DeviceWrite> {
  const local = currentDb();
  const paints = (await livePaints()).sort((a, b) => (a.id < b.id ? -1 : 1));
  const target = paints.length === 0 ? undefined : paints[op.pick % paints.length]!;
  const updatedAt = new Date().toISOString();
  let written: DeviceWrite;
  if (op.type === 'create' || target === undefined) {
    const id = uuidv7();
    const args = { id, name: `Paint ${op.pick}`, brand: 'Citadel', color: '#9A1115', type: 'Base', quantity: 1, createdAt: updatedAt };
    const { mutationId } = await mutate(local, mutations.paint.create, args);
    written = { mutationId, name: 'paint.create@1', paintId: id };
    if ((await local.paints.get(id)) === undefined) rywViolations.push(`created paint ${id} is not shown`);
  } else if (op.type === 'adjust') {
    const { mutationId } = await mutate(local, mutations.paint.adjustQuantity, { id: target.id, delta: op.delta, updatedAt });
    written = { mutationId, name: 'paint.adjustQuantity@1', paintId: target.id, delta: op.delta };
    // At least: a pull may have brought other devices' deltas (all positive) between the read above and the write.
    const after = await local.paints.get(target.id);
    if (after === undefined || after.quantity < target.quantity + op.delta)
      rywViolations.push(`+${op.delta} on ${target.id}: ${target.quantity} became ${after?.quantity}`);
  } else {
    const notes = `${op.notes} ${op.pick}`;
    const { mutationId } = await mutate(local, mutations.paint.update, { id: target.id, changes: { notes }, updatedAt });
    written = { mutationId, name: 'paint.update@1', paintId: target.id, notes };
    if ((await local.paints.get(target.id))?.notes !== notes) rywViolations.push(`notes of ${target.id} not shown`);
  }
  // Every paint this device knew before the write is still shown: a pull never hides a device's own rows.
  const shown = new Set((await livePaints()).map((row) => row.id));
  for (const paint of paints) if (!shown.has(paint.id)) rywViolations.push(`paint ${paint.id} vanished after a write`);
  engine?.request('write');
  return written;
}

/** Requests one after another, as a painter's taps are: a write never lands while the tab is reloading. */
let queue: Promise<unknown> = Promise.resolve();

async function handle(request: DeviceRequest): Promise<unknown> {
  switch (request.cmd) {
    case 'open':
      closeTab();
      factory = new IDBFactory();
      session = request.session;
      skewMs = request.session.skewMs;
      previousSchema = request.session.previousSchema;
      statuses.clear();
      rywViolations.length = 0;
      await openTab();
      return (await currentDb().readMeta()).clientId;
    case 'write':
      return write(request.op);
    case 'kill-tab': {
      // The tab goes while a request is in flight when there is one within a second (the device pushes after each
      // write, so usually there is): its request is aborted with it.
      for (let waited = 0; inFlight.size === 0 && waited < 1000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
      const midRequest = inFlight.size > 0;
      closeTab();
      await openTab();
      return midRequest;
    }
    case 'update-app':
      previousSchema = false;
      closeTab();
      await openTab();
      return null;
    case 'state': {
      const local = currentDb();
      const status = engine!.getStatus();
      const outbox = await local.outbox.toArray();
      return {
        outbox: outbox.filter((row) => row.status === 'pending').length,
        waiting: outbox.map((row) => row.mutationId),
        acknowledged: (await local.readMeta()).acknowledgedMutationId,
        phase: status.phase,
        problem: status.problem,
        retryInMs: status.nextRetryAt === null ? null : status.nextRetryAt - Date.now(),
        statuses: Object.fromEntries(statuses),
        rywViolations: [...rywViolations],
        previousSchema,
      };
    }
    case 'sync-now':
      return (await engine!.syncNow()).outcome;
    case 'paints': {
      const local = currentDb();
      const read = (rows: PaintRead[]) => rows.map(({ id, quantity, notes, deletedAt }) => ({ id, quantity, notes, deletedAt }));
      return { view: read(await local.paints.toArray()), confirmed: read(await local.confirmedPaints.toArray()) };
    }
    case 'close':
      closeTab();
      return null;
  }
}

process.on('message', (message: DeviceRequest & { seq: number }) => {
  const handled = queue.then(() => handle(message));
  queue = handled.catch(() => undefined);
  handled.then(
    (value) => process.send!({ seq: message.seq, ok: true, value } satisfies DeviceReply),
    (error: unknown) =>
      process.send!({ seq: message.seq, ok: false, error: String((error as Error)?.stack ?? error) } satisfies DeviceReply),
  );
});
process.send!({ seq: 0, ok: true, value: 'ready' } satisfies DeviceReply);
