import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { sql } from 'kysely';
import { databaseRateLimitStore, hitPairBehindGateOnPostgres, hitPairOnPostgres, type PairedCount } from './database-rate-limit-store.js';

const t = useTestDatabase();

/** What the store's own read answers for a counter: the pair writes the very rows every limiter of the store reads. */
function read(namespace: string, key: string, at: number) {
  const Root = databaseRateLimitStore(t.db, () => at);
  const store = new Root({} as never).child({ limitName: namespace } as never) as unknown as {
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void;
  };
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!))),
  );
}

describe('two counters of the shared store in one statement (the push limits on Postgres)', () => {
  const address: PairedCount = { namespace: 'pushes-per-address', key: '203.0.113.7', timeWindow: 60_000, max: 3 };
  const painter: PairedCount = { namespace: 'pushes-per-user', key: 'u1', timeWindow: 30_000, max: 10 };

  it('counts both in their own fixed windows, the second only while the first is within its limit', async () => {
    let at = 1_000_000;
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 1, ttl: 30_000 },
    ]);
    at += 10_000;
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([
      { current: 2, ttl: 50_000 },
      { current: 2, ttl: 20_000 },
    ]);
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([
      { current: 3, ttl: 50_000 },
      { current: 3, ttl: 20_000 },
    ]);
    // The address is over its limit: the painter's counter is left as it was.
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([{ current: 4, ttl: 50_000 }, undefined]);
    expect(await read('pushes-per-user', 'u1', at)).toEqual({ current: 3, ttl: 20_000 });
    expect(await read('pushes-per-address', '203.0.113.7', at)).toEqual({ current: 4, ttl: 50_000 });
    // The painter's window ends first and starts again at 1; the address's still refuses.
    at += 20_000;
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([{ current: 5, ttl: 30_000 }, undefined]);
    at += 30_000;
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 1, ttl: 30_000 },
    ]);
    // Another address or painter has counters of its own.
    expect(await hitPairOnPostgres(t.db, { ...address, key: '198.51.100.1' }, { ...painter, key: 'u2' }, at)).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 1, ttl: 30_000 },
    ]);
    expect(JSON.stringify(await t.db.selectFrom('rateLimit').selectAll().execute())).not.toContain('203.0.113.7');
  });

  it('behind a gate (the push: a live session), count nothing when the gate has no row, else answer it beside the counts', async () => {
    const at = 2_000_000;
    const gate = (open: boolean) => sql<{ sessionId: string }>`select 's1' as session_id where ${open}`;
    expect(await hitPairBehindGateOnPostgres(t.db, gate(false), address, painter, at)).toBeUndefined();
    expect(await t.db.selectFrom('rateLimit').selectAll().execute()).toEqual([]);
    expect(await hitPairBehindGateOnPostgres(t.db, gate(true), address, painter, at)).toEqual({
      gateRow: { sessionId: 's1' },
      counts: [
        { current: 1, ttl: 60_000 },
        { current: 1, ttl: 30_000 },
      ],
    });
    // The same counters as without a gate.
    expect(await hitPairOnPostgres(t.db, address, painter, at)).toEqual([
      { current: 2, ttl: 60_000 },
      { current: 2, ttl: 30_000 },
    ]);
  });
});
