import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pullOk,
  pushOk,
  type SyncTestApp,
} from '../api/src/testing/sync.js';

let t: SyncTestApp;
beforeAll(async () => {
  t = await createSyncTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const pushes = 12;
const perPush = 50;

/**
 * A push's mutations share one version (sync.md §4) and a pull's page ends on a version boundary, so a device
 * pulling in pages of 1 while pushes of 50 land receives each push's rows together, each row once, none skipped.
 * On Postgres the pulls run truly beside the pushes (a pool of connections); on SQLite between them.
 */
describe('pulling in pages of 1 while pushes of 50 mutations land', () => {
  it('never skips or repeats a row, and the cursor never goes back', async () => {
    const user = await createTestUser(t);
    const [writer, reader] = [newDevice(), newDevice()];
    const created: string[] = [];
    let writing = true;
    const writes = (async () => {
      try {
        for (let push = 0; push < pushes; push++) {
          const paints = Array.from({ length: perPush }, () => paintArgs());
          created.push(...paints.map((paint) => paint.id));
          await pushOk(t.app, user, writer, mutations(writer, ...paints.map((paint) => ['paint.create@1', paint] as [string, unknown])));
        }
      } finally {
        writing = false;
      }
    })();

    const received: Array<{ id: string; version: number }> = [];
    const pageSizes: number[] = [];
    const pull = async () => {
      const cursor = reader.cursor;
      const page = await pullOk(t.app, user, reader, 1);
      expect(page.cursor).toBeGreaterThanOrEqual(cursor);
      received.push(...page.patch.map((op) => ({ id: op.id, version: op.version })));
      if (page.patch.length > 0) pageSizes.push(page.patch.length);
      return page;
    };
    while (writing) await pull();
    await writes;
    // The pushes are over: the rest comes page after page until the last says nothing is left.
    while ((await pull()).hasMore);
    expect((await pull()).patch).toEqual([]);

    const ids = received.map((row) => row.id);
    expect(new Set(ids).size, 'no row received twice').toBe(ids.length);
    expect([...ids].sort(), 'every row received').toEqual([...created].sort());
    // Whole versions: a page of 1 carries the 50 rows of its push.
    expect(pageSizes.every((size) => size === perPush)).toBe(true);
    expect(received.map((row) => row.version)).toEqual([...received.map((row) => row.version)].sort((a, b) => a - b));
  });
});
