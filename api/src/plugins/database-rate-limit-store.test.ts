import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { databaseRateLimitStore, purgeEndedRateLimits } from './database-rate-limit-store.js';

const t = useTestDatabase();

type Store = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  read?(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(options: object): Store;
};

function storeAt(clock: { now: number }, limitName: string): Store {
  const Root = databaseRateLimitStore(t.db, () => clock.now);
  return (new Root({} as never) as unknown as Store).child({ limitName });
}

const call = (store: Store, method: 'incr' | 'read', key: string, window = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store[method]!(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 3),
  );

describe('the shared rate-limit store', () => {
  it('counts hits in a fixed window, starts a new one after it ends, and reads without counting', async () => {
    const clock = { now: 1_000_000 };
    const store = storeAt(clock, 'login-per-ip');
    expect(await call(store, 'read', '203.0.113.7')).toEqual({ current: 0, ttl: 0 });
    expect(await call(store, 'incr', '203.0.113.7')).toEqual({ current: 1, ttl: 60_000 });
    clock.now += 15_000;
    expect(await call(store, 'incr', '203.0.113.7')).toEqual({ current: 2, ttl: 45_000 });
    expect(await call(store, 'read', '203.0.113.7')).toEqual({ current: 2, ttl: 45_000 });
    expect(await call(store, 'incr', '203.0.113.7')).toEqual({ current: 3, ttl: 45_000 });
    clock.now += 45_000;
    expect(await call(store, 'read', '203.0.113.7')).toEqual({ current: 0, ttl: 0 });
    expect(await call(store, 'incr', '203.0.113.7')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps limits and keys apart, stores no address in clear, and forgets ended windows', async () => {
    const clock = { now: 5_000_000 };
    const perEmail = storeAt(clock, 'forgot-per-email');
    const perIp = storeAt(clock, 'forgot-per-ip');
    await call(perEmail, 'incr', 'ada@example.com');
    await call(perEmail, 'incr', 'ada@example.com');
    expect(await call(perIp, 'incr', 'ada@example.com')).toMatchObject({ current: 1 });
    expect(await call(perEmail, 'incr', 'grace@example.com')).toMatchObject({ current: 1 });
    const rows = await t.db.selectFrom('rateLimit').selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('example.com');
    await call(perIp, 'incr', 'late', 120_000);
    expect(await purgeEndedRateLimits(t.db, clock.now + 60_000)).toBe(3);
    expect(await t.db.selectFrom('rateLimit').select('hits').execute()).toEqual([{ hits: 1 }]);
  });
});
