import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { sql } from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import { isPostgres } from './dialect.js';
import { directConnection } from './sqlite-direct.js';

const testDb = useTestDatabase();

const at = '2026-01-01T00:00:00.000Z';
const insertSpace = compiledQuery((db, v: { userId: string; version?: number }) =>
  db.insertInto('syncSpace').values({ userId: v.userId, version: v.version ?? 7, purgedVersion: 0 }),
);
const spaceOf = compiledQuery((db, v: { userId: string }) =>
  db.selectFrom('syncSpace').select(['userId', 'version']).where('userId', '=', v.userId).where('purgedVersion', '=', 0),
);

async function addUser(id: string) {
  await testDb.db
    .insertInto('user')
    .values({ id, email: `${id}@example.com`, passwordHash: 'x', firstName: null, lastName: null, createdAt: at, updatedAt: at })
    .execute();
}

describe('compiled queries', () => {
  it('runs one compiled shape with each call’s own values, and keeps the constants the shape carries', async () => {
    await addUser('ada');
    await addUser('bo');
    await insertSpace(testDb.db, { userId: 'ada', version: 3 });
    await insertSpace(testDb.db, { userId: 'bo', version: 5 });
    expect((await spaceOf(testDb.db, { userId: 'ada' })).rows).toEqual([{ userId: 'ada', version: 3 }]);
    expect((await spaceOf(testDb.db, { userId: 'bo' })).rows).toEqual([{ userId: 'bo', version: 5 }]);
    expect((await spaceOf(testDb.db, { userId: 'nobody' })).rows).toEqual([]);
  });

  it('treats a missing value as another shape instead of reusing the one compiled with it', async () => {
    await addUser('cy');
    await addUser('di');
    await insertSpace(testDb.db, { userId: 'cy', version: 2 });
    // Compiled without `version`: the builder's own default (a constant of that shape) applies.
    await insertSpace(testDb.db, { userId: 'di', version: undefined });
    expect((await spaceOf(testDb.db, { userId: 'cy' })).rows[0]?.version).toBe(2);
    expect((await spaceOf(testDb.db, { userId: 'di' })).rows[0]?.version).toBe(7);
  });

  it('runs inside a transaction and rolls back with it', async () => {
    await addUser('ed');
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await insertSpace(trx, { userId: 'ed', version: 1 });
        expect((await spaceOf(trx, { userId: 'ed' })).rows).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await spaceOf(testDb.db, { userId: 'ed' })).rows).toEqual([]);
  });

  it('answers in a transaction as through Kysely: camelCase rows, the rows an update changed, a raw statement', async () => {
    await addUser('fay');
    await insertSpace(testDb.db, { userId: 'fay', version: 4 });
    const bump = compiledQuery((db, v: { userId: string }) =>
      db
        .updateTable('syncSpace')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('userId', '=', v.userId),
    );
    const savepoint = compiledQuery((_db, _v: Record<string, never>) => sql.raw('savepoint probe'));
    const outside = await bump(testDb.db, { userId: 'fay' });
    await testDb.db.transaction().execute(async (trx) => {
      // On SQLite this runs on the connection itself (sqlite-direct.ts); on Postgres through Kysely, as outside.
      expect(directConnection(trx) !== undefined).toBe(!isPostgres(trx));
      await savepoint(trx, {});
      expect((await bump(trx, { userId: 'fay' })).numAffectedRows).toBe(outside.numAffectedRows);
      expect((await bump(trx, { userId: 'nobody' })).numAffectedRows).toBe(0n);
      expect((await spaceOf(trx, { userId: 'fay' })).rows).toEqual([{ userId: 'fay', version: 6 }]);
    });
    expect(directConnection(testDb.db)).toBeUndefined();
  });

  it('binds each value by its name whatever order a call lists them in, after a call of the other order', async () => {
    await addUser('gus');
    await addUser('hal');
    // The first call's shape is tried first by the next call (compiled-queries.ts `fits`): another order must not
    // take its parameters by position.
    await insertSpace(testDb.db, { userId: 'gus', version: 8 });
    await insertSpace(testDb.db, { version: 9, userId: 'hal' });
    expect((await spaceOf(testDb.db, { userId: 'gus' })).rows[0]?.version).toBe(8);
    expect((await spaceOf(testDb.db, { userId: 'hal' })).rows[0]?.version).toBe(9);
  });

  it('runs at once, with no promise, in a transaction on SQLite, and not at all where it cannot', async () => {
    await addUser('ivy');
    await insertSpace(testDb.db, { userId: 'ivy', version: 2 });
    // Outside a transaction nothing runs now: another request's transaction may hold the connection.
    expect(spaceOf.now(testDb.db, { userId: 'ivy' })).toBeUndefined();
    await testDb.db.transaction().execute(async (trx) => {
      const now = spaceOf.now(trx, { userId: 'ivy' });
      if (isPostgres(trx)) expect(now).toBeUndefined();
      else expect(now?.rows).toEqual([{ userId: 'ivy', version: 2 }]);
    });
  });
});
