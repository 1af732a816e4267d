import { mutations } from '@paintforge/sync-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDatabase } from './database';
import { backoffCapMs, backoffDelay } from './engine';
import { retryAfterCapMs, retryAfterMs } from './transport';
import { mutate } from './mutate';
import { openDevice, testEngine } from './testing/devices';

/**
 * The engine on its own: what it decides before any request reaches a server. Everything it does with the server's
 * answers runs against the real api app in-process, in sync-tests/ (engine-push, engine-pull, engine-photos,
 * engine-failures, engine-lifecycle).
 */

const at = '2026-11-21T10:00:00.000Z';
const paint = { id: '0190a0b0-0000-7000-8000-000000000001', name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', createdAt: at };

type Fetch = typeof globalThis.fetch;

const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

/** A device of 'u1' with one change waiting. */
async function deviceWithAChange(): Promise<UserDatabase> {
  const { db } = await openDevice('u1');
  open.push(db);
  await mutate(db, mutations.paint.create, paint);
  return db;
}

describe('the engine before any request', () => {
  it('jitter keeps each delay between half and all of its step', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(50, () => 1)).toBe(backoffCapMs);
  });

  it('no network at all: offline, and the write waits on the device', async () => {
    const db = await deviceWithAChange();
    const engine = testEngine(db, {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
    expect(engine.getStatus()).toMatchObject({ phase: 'offline', pendingCount: 1 });
    expect(engine.scheduled).toHaveLength(1);
    engine.setOnline(false);
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
    expect(engine.scheduled).toHaveLength(1);
  });

  it('refuses to push under another account’s token (design property 15)', async () => {
    const db = await deviceWithAChange();
    const fetch = vi.fn<Fetch>();
    const engine = testEngine(db, { fetch, getToken: () => ({ token: 'token-u2', userId: 'u2' }) });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'refused', problem: 'other-account' });
    expect(fetch).not.toHaveBeenCalled();
    expect(engine.getStatus().phase).toBe('signed-out');
    expect(await db.outbox.count()).toBe(1);
  });

  it('without a session: signed out, no request', async () => {
    const db = await deviceWithAChange();
    const fetch = vi.fn<Fetch>();
    const engine = testEngine(db, { fetch, getToken: () => null });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'signed-out', problem: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');
  it('reads seconds and HTTP dates, as milliseconds from now', () => {
    expect(retryAfterMs('42', now)).toBe(42_000);
    expect(retryAfterMs(' 7 ', now)).toBe(7_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:01:30 GMT', now)).toBe(90_000);
  });
  it('is 0 when there is nothing to honour: absent, unreadable, negative or in the past', () => {
    for (const header of [null, '', 'soon', '-5', '1.5', 'Sat, 21 Nov 2026 09:00:00 GMT']) expect(retryAfterMs(header, now)).toBe(0);
  });
  it('never waits longer than the cap, whatever a proxy says', () => {
    expect(retryAfterMs(String(7 * 24 * 3600), now)).toBe(retryAfterCapMs);
  });
});
